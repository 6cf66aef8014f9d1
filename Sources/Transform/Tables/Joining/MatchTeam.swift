import APIModel

/// One team of one detailed fixture, shared by the rows about it (its statistics, its players).
final class MatchTeam: Sendable {
    let fixtureID: Int
    /// The fixture's league and season (`FixtureRecord`), nil when unknown.
    let leagueID: Int?
    let season: Int?
    /// The team's side; nil when it is neither team of the fixture.
    let side: TeamSide?
    let team: TeamReference

    /// The team `team` as it appears in `record`'s fixture.
    init(_ team: TeamReference, in record: FixtureRecord) {
        fixtureID = record.fixture.id
        leagueID = record.leagueID
        season = record.season
        side = record.side(of: team.id)
        self.team = team
    }
}
