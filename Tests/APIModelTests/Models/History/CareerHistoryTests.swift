import Testing

@testable import APIModel

/// `trophies` and `sidelined`.
@Suite struct CareerHistoryTests {
    @Test func readsTrophiesWithTextSeasons() throws {
        let trophies = try EndpointFixtures.envelope("trophies/player-181812-musiala.json").list(of: Trophy.self)
        #expect(trophies.count == 16)
        #expect(
            try trophies[0]
                == Trophy(
                    TestJSON.node(
                        #"{"league": "Super Cup", "country": "Germany", "season": "2023/2024", "place": "2nd Place"}"#)))
        let clubWorldCup = try #require(trophies.first { $0.league == "FIFA Club World Cup" })
        #expect(clubWorldCup.season == "2020 Qatar")
        #expect(clubWorldCup.country == "World")
        #expect(trophies.filter { $0.place == "Winner" }.count == 15)
    }

    @Test func readsSidelinedPeriods() throws {
        let periods = try Samples.envelope("sidelined/player-181812-musiala.json").list(of: SidelinedPeriod.self)
        #expect(periods.count == 7)
        #expect(periods[0].type == "Hamstring")
        #expect(periods[0].start == "2023-11-09")
        #expect(periods[0].end == "2023-11-30")
        #expect(periods.map(\.type).filter { $0 == "Virus" }.count == 2)
    }

    @Test func readsAnOpenSidelinedPeriod() throws {
        let period = try SidelinedPeriod(TestJSON.node(#"{"type": "Knee Injury", "start": "2024-03-01", "end": null}"#))
        #expect(period.end == nil)
        #expect(period.start == "2024-03-01")
    }

    @Test func namesThePathOfAnUnreadableTrophySeason() throws {
        let node = try TestJSON.node(#"{"response": [{"league": "Bundesliga", "season": ["2022", "2023"]}]}"#)
        #expect(
            TestJSON.error { try node.list("response", of: Trophy.self) }
                == .unreadableValue(source: "test.json", path: "response[0].season", expected: "text", found: "an array of 2"))
    }
}
