import Testing

@testable import APIModel

/// `players/profiles`, `players/teams` and `players/topredcards`.
@Suite struct PlayerProfileEntryTests {
    @Test func readsAProfileWithNumberAndPosition() throws {
        let entry = try #require(
            try EndpointFixtures.envelope("players_profiles/docs-neymar-276.json").list(of: PlayerProfileEntry.self).first)
        let player = entry.player
        #expect(player.id == 276)
        #expect(player.name == "Neymar")
        #expect(player.lastname == "da Silva Santos Júnior")
        #expect(player.age == 32)
        #expect(try player.birth == PersonBirth(TestJSON.node(#"{"date": "1992-02-05", "place": "Mogi das Cruzes", "country": "Brazil"}"#)))
        #expect(player.height == "175 cm")
        #expect(player.weight == "68 kg")
        #expect(player.number == 10)
        #expect(player.position == "Attacker")
        #expect(player.injured == nil)
    }

    @Test func readsTeamsWithTheirSeasons() throws {
        let teams = try EndpointFixtures.envelope("players_teams/docs-neymar-276.json").list(of: PlayerTeamSeasons.self)
        #expect(teams.count == 8)
        #expect(teams[0].team.id == 6)
        #expect(teams[0].seasons.first == 2026)
        #expect(teams[0].seasons.count == 14)
        #expect(teams[4].team.name == "Brazil  U23")
        #expect(teams[7].seasons == [2009])
    }

    @Test func readsTopRedCardsLikeTheOtherTopLists() throws {
        let entries = try EndpointFixtures.envelope("players_topredcards/docs-ligue1-2020-two-entries.json").list(
            of: PlayerSeasonEntry.self)
        #expect(entries.map(\.player.id) == [8694, 276])
        #expect(entries[0].player.birth.place == nil)
        #expect(entries[0].statistics[0].redCards == 1)
        #expect(entries[0].statistics[0].yellowCards == 10)
        #expect(entries[1].statistics[0].passesAccuracy == "39")
        #expect(entries[1].statistics[0].tacklesBlocks == nil)
    }

    @Test func namesThePathOfAnUnreadableSeason() throws {
        let node = try TestJSON.node(#"{"response": [{"team": {"id": 6}, "seasons": [2026, "2023/24"]}]}"#)
        #expect(
            TestJSON.error { try node.list("response", of: PlayerTeamSeasons.self) }
                == .unreadableValue(
                    source: "test.json", path: "response[0].seasons[1]", expected: "an integer", found: #"the text "2023/24""#))
    }

    @Test func requiresTheProfileID() throws {
        let node = try TestJSON.node(#"{"player": {"name": "Neymar"}}"#)
        #expect(
            TestJSON.error { try PlayerProfileEntry(node) }
                == .unreadableValue(source: "test.json", path: "player.id", expected: "an integer", found: "nothing (no such key)"))
    }
}
