/// A fixture seen from one of its two teams: the opponent, goals for and against, the outcome.
struct TeamFixture: Sendable {
    /// The `fixtures` row.
    let fixture: Record
    let fixtureID: Int
    let teamID: Int
    let isHome: Bool
    let opponentID: Int?
    let opponentName: String?
    let goalsFor: Int?
    let goalsAgainst: Int?
    /// Nil until the match is finished.
    let outcome: MatchOutcome?

    /// The columns this reads from a `fixtures` or `head_to_head` row (both tables have them).
    static let columnsRead = [
        SharedColumn.fixtureID, MatchSideColumns.homeTeamID, MatchSideColumns.homeTeamName, MatchSideColumns.awayTeamID,
        MatchSideColumns.awayTeamName, MatchSideColumns.homeGoals, MatchSideColumns.awayGoals, FixturesColumn.status
    ]

    /// `fixture` from `teamID`'s side; nil when the team did not play in it.
    init?(_ fixture: Record, teamID: Int) {
        guard let fixtureID = fixture.int(SharedColumn.fixtureID) else { return nil }
        let home = fixture.int(MatchSideColumns.homeTeamID) == teamID
        guard home || fixture.int(MatchSideColumns.awayTeamID) == teamID else { return nil }
        let (us, them): (TeamSide, TeamSide) = home ? (.home, .away) : (.away, .home)
        self.fixture = fixture
        self.fixtureID = fixtureID
        self.teamID = teamID
        isHome = home
        opponentID = fixture.int(MatchSideColumns.teamID(them))
        opponentName = fixture.text(MatchSideColumns.teamName(them))
        goalsFor = fixture.int(MatchSideColumns.goals(us))
        goalsAgainst = fixture.int(MatchSideColumns.goals(them))
        outcome = MatchOutcome(status: fixture.text(FixturesColumn.status), goalsFor: goalsFor, goalsAgainst: goalsAgainst)
    }

    /// `home` or `away`, as the tables' `side` column says it.
    var side: String { isHome ? "home" : "away" }

    /// Goals for and against as `2-1`, once both are known.
    var scoreText: String? {
        guard let goalsFor, let goalsAgainst else { return nil }
        return "\(goalsFor)-\(goalsAgainst)"
    }
}
