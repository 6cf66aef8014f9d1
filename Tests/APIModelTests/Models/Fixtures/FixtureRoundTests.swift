import Testing

@testable import APIModel

/// `fixtures/rounds` in both forms, and `fixtures/statistics?half=true`.
@Suite struct FixtureRoundTests {
    @Test func readsPlainRoundNames() throws {
        let rounds = try Samples.envelope("fixtures_rounds/ucl-2021-rounds.json").list(of: FixtureRound.self)
        #expect(rounds.count == 15)
        #expect(try rounds[0] == FixtureRound(TestJSON.node(#""Preliminary round""#)))
        #expect(rounds[0].dates == nil)
        #expect(rounds.last?.round == "Final")
    }

    @Test func readsRoundsWithDates() throws {
        let rounds = try EndpointFixtures.envelope("fixtures_rounds/constructed-epl-2024-dates-true.json").list(of: FixtureRound.self)
        #expect(rounds.map(\.round) == ["Regular Season - 1", "Regular Season - 2", "Regular Season - 3"])
        #expect(rounds[0].dates == ["2024-08-16", "2024-08-17", "2024-08-18", "2024-08-19"])
        #expect(rounds[2].dates == ["2024-08-31", "2024-09-01"])
    }

    @Test func namesThePathOfAMissingRoundAndOfAnUnreadableDate() throws {
        let missing = try TestJSON.node(#"{"response": ["Final", {"dates": ["2024-08-16"]}]}"#)
        #expect(
            TestJSON.error { try missing.list("response", of: FixtureRound.self) }
                == .unreadableValue(source: "test.json", path: "response[1].round", expected: "text", found: "nothing (no such key)"))
        let badDate = try TestJSON.node(#"{"response": [{"round": "R1", "dates": [true]}]}"#)
        #expect(
            TestJSON.error { try badDate.list("response", of: FixtureRound.self) }
                == .unreadableValue(source: "test.json", path: "response[0].dates[0]", expected: "text", found: "true"))
    }

    @Test func readsHalfTimeStatisticsBesideTheWholeMatch() throws {
        let teams = try EndpointFixtures.envelope("fixtures_statistics/constructed-half-true-two-teams.json")
            .list(of: FixtureTeamStatistics.self)
        #expect(teams.map(\.team.id) == [33, 36])
        let home = teams[0]
        #expect(home.statistics[1].value == .string("58%"))
        #expect(home.firstHalf?.map(\.type) == ["Shots on Goal", "Ball Possession", "Red Cards", "expected_goals"])
        #expect(home.firstHalf?[0].value == .number("2"))
        #expect(home.secondHalf?[3].value == .string("1.27"))
        #expect(home.secondHalf?[2].value == .null)
    }

    @Test func leavesHalvesNilWithoutHalfTrue() throws {
        let teams = try Samples.envelope("fixtures_statistics/epl-2025-1379012-burnley-forest.json").list(of: FixtureTeamStatistics.self)
        #expect(teams.allSatisfy { $0.firstHalf == nil && $0.secondHalf == nil })
    }

    @Test func namesThePathOfAnUnreadableHalfEntry() throws {
        let node = try TestJSON.node(#"{"team": {"id": 1}, "statistics": [], "statistics_2h": [{"value": 3}]}"#)
        #expect(
            TestJSON.error { try FixtureTeamStatistics(node) }
                == .unreadableValue(source: "test.json", path: "statistics_2h[0].type", expected: "text", found: "nothing (no such key)"))
    }
}
