import Testing

@testable import APIModel

/// `injuries`: player with type and reason, team, fixture and league.
@Suite struct InjuryTests {
    private static func injuries() throws -> [Injury] {
        try Samples.envelope("injuries/bundesliga-2024-03-31-by-date.json").list(of: Injury.self)
    }

    @Test func readsPlayerTeamFixtureAndLeague() throws {
        let injuries = try Self.injuries()
        #expect(injuries.count == 31)
        let first = injuries[0]
        #expect(first.player.id == 46930)
        #expect(first.player.name == "E. Demirovic")
        #expect(first.photo == "https://media.api-sports.io/football/players/46930.png")
        #expect(first.type == "Missing Fixture")
        #expect(first.reason == "Yellow Cards")
        #expect(first.team.id == 170)
        #expect(first.fixture.id == 1_049_122)
        #expect(first.fixture.timezone == "UTC")
        #expect(first.fixture.timestamp == 1_711_891_800)
        #expect(first.league.id == 78)
        #expect(first.league.season == 2023)
        #expect(first.league.name == "Bundesliga")
    }

    @Test func readsBothInjuryTypesAndEveryFixture() throws {
        let injuries = try Self.injuries()
        #expect(Set(injuries.compactMap(\.type)) == ["Missing Fixture", "Questionable"])
        #expect(Set(injuries.compactMap(\.fixture.id)) == [1_049_121, 1_049_122, 1_049_123])
        #expect(injuries.last?.player.name == "L. Pfeiffer")
        #expect(injuries.last?.reason == "Illness")
    }

    @Test func anUnreadableTimestampIsEmptiedAndCountedAtItsPath() throws {
        let node = try TestJSON.node(#"{"response": [{"player": {"id": 1}, "fixture": {"timestamp": "soon"}}]}"#)
        #expect(try node.list("response", of: Injury.self).count == 1)
        #expect(
            TestJSON.unreadable(node) == [
                #"response[].fixture.timestamp | an integer | 1 | the text "soon" at response[0].fixture.timestamp"#
            ])
    }
}
