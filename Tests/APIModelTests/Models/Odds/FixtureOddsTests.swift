import Testing

@testable import APIModel

/// `odds` (pre-match) and the `odds/bookmakers` and `odds/bets` catalogs.
@Suite struct FixtureOddsTests {
    private static func odds() throws -> FixtureOdds {
        try #require(try EndpointFixtures.envelope("odds/docs-326090-bwin-bets-trimmed.json").list(of: FixtureOdds.self).first)
    }

    @Test func readsFixtureLeagueAndUpdate() throws {
        let odds = try Self.odds()
        #expect(odds.league.id == 116)
        #expect(odds.league.name == "Vysshaya Liga")
        #expect(odds.league.season == 2020)
        #expect(
            try odds.fixture
                == FixtureReference(
                    TestJSON.node(
                        #"{"id": 326090, "timezone": "UTC", "date": "2020-05-15T15:00:00+00:00", "timestamp": 1589554800}"#)))
        #expect(odds.update == "2020-05-15T09:49:32+00:00")
    }

    @Test func readsBookmakersBetsAndValues() throws {
        let bookmaker = try #require(try Self.odds().bookmakers.first)
        #expect(bookmaker.id == 6)
        #expect(bookmaker.name == "Bwin")
        #expect(bookmaker.bets.map(\.id) == [38, 1, 10, 8])
        let winner = bookmaker.bets[1]
        #expect(winner.name == "Match Winner")
        #expect(winner.values.map(\.value) == ["Away", "Draw", "Home"])
        #expect(winner.values.map(\.odd) == ["2.95", "2.95", "2.50"])
    }

    @Test func readsNumericBetValuesAsTheirLiteral() throws {
        let goals = try Self.odds().bookmakers[0].bets[0]
        #expect(goals.name == "Exact Goals Number")
        #expect(goals.values.map(\.value) == ["4", "3", "2", "more 8", "0", "1"])
        #expect(goals.values[3].odd == "251.00")
    }

    @Test func readsTheBookmakerAndBetCatalogs() throws {
        let bookmakers = try EndpointFixtures.envelope("odds_bookmakers/docs-15-bookmakers.json").list(of: OddsLabel.self)
        #expect(bookmakers.count == 15)
        #expect(try bookmakers[7] == OddsLabel(TestJSON.node(#"{"id": 8, "name": "Bet365"}"#)))
        #expect(!bookmakers.contains { $0.id == 14 })
        let bets = try EndpointFixtures.envelope("odds_bets/docs-search-under.json").list(of: OddsLabel.self)
        #expect(bets.map(\.id) == [5, 6, 26, 45, 57, 58, 74])
        #expect(bets[2].name == "Goals Over/Under - Second Half")
    }

    @Test func namesThePathOfAnUnreadableOdd() throws {
        let node = try TestJSON.node(
            #"{"response": [{"bookmakers": [{"bets": [{"values": [{"value": "Home", "odd": {"decimal": 2}}]}]}]}]}"#)
        let error = TestJSON.error { try node.list("response", of: FixtureOdds.self) }
        #expect(
            error
                == .unreadableValue(
                    source: "test.json", path: "response[0].bookmakers[0].bets[0].values[0].odd",
                    expected: "text", found: "an object (decimal)"))
    }

    @Test func requiresTheCatalogID() throws {
        let error = TestJSON.error { try OddsLabel(TestJSON.node(#"{"id": null, "name": "Bwin"}"#)) }
        #expect(error == .unreadableValue(source: "test.json", path: "id", expected: "an integer", found: "null"))
    }
}
