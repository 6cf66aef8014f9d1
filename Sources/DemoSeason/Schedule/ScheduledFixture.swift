/// One match of the season's calendar, before it is played.
package struct ScheduledFixture: Sendable {
    package let id: Int
    /// 1…38.
    package let round: Int
    package let kickoff: DemoKickoff
    package let homeID: Int
    package let awayID: Int
    package let referee: String

    /// `Regular Season - 12`.
    package var roundName: String { "Regular Season - \(round)" }

    /// The id of a generated league fixture: `9SSLLKKK` style, unique per season and league.
    package static func id(season: Int, leagueIndex: Int, number: Int) -> Int {
        90_000_000 + (season - 2000) * 100_000 + leagueIndex * 1000 + number
    }
}
