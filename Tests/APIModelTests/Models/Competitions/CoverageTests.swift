import APIModel
import JSON
import Testing

/// `Coverage` read from a catalog season's `coverage` object (parsed by the JSON module) and what
/// the planner asks of it.
struct CoverageTests {
    private func coverage(_ json: String) throws -> Coverage {
        try Coverage(JSONNode(root: JSONParser.parse(json), source: "test"))
    }

    @Test func readsEveryFlagAndKeepsMissingOnesNil() throws {
        let read = try coverage(#"{"fixtures": {"events": false, "lineups": true}, "standings": false, "odds": true}"#)
        #expect(read == Coverage(events: false, lineups: true, standings: false, odds: true))
        #expect(read.fixtureStatistics == nil && read.injuries == nil)
    }

    @Test func aFlagTheAPIDidNotSendCountsAsCovered() {
        let silent = Coverage()
        for flag: Coverage.Flag in [
            .fixtureDetails, .standings, .players, .topScorers, .topAssists, .topCards, .injuries, .predictions, .odds
        ] {
            #expect(silent.covers(flag), "\(flag)")
        }
        #expect(!Coverage(standings: false).covers(.standings))
        #expect(Coverage(standings: false).covers(.players))
    }

    @Test func fixtureDetailsAreCoveredWhenAnyPartIs() {
        #expect(!Coverage(events: false, lineups: false, fixtureStatistics: false, playerStatistics: false).covers(.fixtureDetails))
        #expect(Coverage(events: false, lineups: false, fixtureStatistics: false, playerStatistics: true).covers(.fixtureDetails))
        #expect(Coverage(events: false, lineups: false, fixtureStatistics: false).covers(.fixtureDetails))
    }
}
