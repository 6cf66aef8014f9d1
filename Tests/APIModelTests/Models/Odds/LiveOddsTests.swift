import Testing

@testable import APIModel

/// `odds/live` and `odds/mapping`, read from answers shaped as the API-Football v3
/// documentation shows them (no real answer exists; Tests/Samples/documented/SOURCES.tsv says which).
@Suite struct LiveOddsTests {
    private static func live() throws -> LiveOdds {
        try #require(try EndpointFixtures.envelope("odds_live/docs-721238-corners-and-line.json").list(of: LiveOdds.self).first)
    }

    @Test func readsTheMatchInPlayItsScoreAndItsBettingState() throws {
        let match = try Self.live()
        #expect(match.fixtureID == 721238)
        #expect(match.statusLong == "Second Half")
        #expect(match.elapsed == 62)
        #expect(match.clock == "62:14")
        #expect(match.league.id == 30 && match.league.season == 2022)
        #expect(match.home == (try LiveOdds.Side(TestJSON.node(#"{"id": 1563, "goals": 1}"#))))
        #expect(match.away.id == 1565 && match.away.goals == 0)
        #expect(match.stopped == false && match.blocked == false && match.finished == false)
        #expect(match.update == "2022-01-27T16:21:01+00:00")
    }

    @Test func readsBetsValuesLinesAndTheMainFlag() throws {
        let bets = try Self.live().bets
        #expect(bets.map(\.id) == [20, 36])
        #expect(bets[0].name == "Match Corners")
        #expect(bets[0].values.map(\.value) == ["Over", "Exactly", "Under", "Over", "Exactly"])
        #expect(bets[0].values.map(\.handicap) == ["8", "8", "8", "10", "10"])
        #expect(bets[0].values[1].odd == "4.333")
        // `main: null` reads as unknown; the line example says which of two Overs to consider.
        #expect(bets[0].values[0].main == nil)
        #expect(bets[1].values.map(\.main) == [true, false])
        #expect(bets[1].values.allSatisfy { $0.suspended == false })
    }

    @Test func readsTheFixturesWithPreMatchOdds() throws {
        let items = try EndpointFixtures.envelope("odds_mapping/docs-three-of-129.json").list(of: OddsMapping.self)
        #expect(items.map(\.fixture.id) == [154507, 154508, 182450])
        #expect(items.map(\.league.id) == [106, 106, 271])
        #expect(items[0].league.season == 2019)
        #expect(items[2].fixture.timestamp == 1_590_242_100)
        #expect(items[0].update == "2020-05-15T09:52:28+00:00")
    }
}
