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

    /// `fixture` from `teamID`'s side; nil when the team did not play in it.
    init?(_ fixture: Record, teamID: Int) {
        guard let fixtureID = fixture.int("fixture_id") else { return nil }
        let home = fixture.int("home_team_id") == teamID
        guard home || fixture.int("away_team_id") == teamID else { return nil }
        let (us, them) = home ? ("home", "away") : ("away", "home")
        self.fixture = fixture
        self.fixtureID = fixtureID
        self.teamID = teamID
        isHome = home
        opponentID = fixture.int("\(them)_team_id")
        opponentName = fixture.text("\(them)_team_name")
        goalsFor = fixture.int("\(us)_goals")
        goalsAgainst = fixture.int("\(them)_goals")
        outcome = MatchOutcome(status: fixture.text("status"), goalsFor: goalsFor, goalsAgainst: goalsAgainst)
    }

    /// `home` or `away`, as the tables' `side` column says it.
    var side: String { isHome ? "home" : "away" }

    /// Goals for and against as `2-1`, once both are known.
    var scoreText: String? {
        guard let goalsFor, let goalsAgainst else { return nil }
        return "\(goalsFor)-\(goalsAgainst)"
    }
}
