import Testing

@testable import APIModel

@Suite struct PlayerSeasonEntryTests {
    @Test func readsATopScorersProfileAndSeasonTotals() throws {
        let entries = try Samples.envelope("players_topscorers/epl-2023-midseason.json").list(of: PlayerSeasonEntry.self)
        let haaland = entries[0]
        #expect(haaland.player.id == 1100)
        #expect(haaland.player.firstname == "Erling")
        #expect(haaland.player.lastname == "Braut Haaland")
        #expect(haaland.player.age == 23)
        #expect(haaland.player.birth.date == "2000-07-21")
        #expect(haaland.player.birth.place == "Leeds")
        #expect(haaland.player.nationality == "Norway")
        #expect(haaland.player.height == "194 cm")
        #expect(haaland.player.weight == "88 kg")
        #expect(haaland.player.injured == false)
        let season = try #require(haaland.statistics.first)
        #expect(season.team.id == 50)
        #expect(season.league.id == 39)
        #expect(season.league.season == 2023)
        #expect(season.appearances == 15)
        #expect(season.lineups == 15)
        #expect(season.minutes == 1296)
        #expect(season.number == nil)
        #expect(season.position == "Attacker")
        #expect(season.rating == "7.493333")
        #expect(season.substitutesOut == 3)
        #expect(season.goals == 14)
        #expect(season.assists == 4)
        #expect(season.passesAccuracy == "8")
        #expect(season.yellowRedCards == 0)
        #expect(season.penaltiesScored == 3)
        #expect(season.penaltiesMissed == 1)
        #expect(season.penaltiesCommitted == nil)
    }

    @Test func keepsBothClubsOfAPlayerWhoMovedMidSeason() throws {
        let entries = try Samples.envelope("players_topassists/bundesliga-2023.json").list(of: PlayerSeasonEntry.self)
        let fuellkrug = try #require(entries.first { $0.player.id == 25391 })
        #expect(fuellkrug.statistics.map(\.team.name) == ["Borussia Dortmund", "Werder Bremen"])
        #expect(fuellkrug.statistics.map(\.appearances) == [26, 2])
        #expect(fuellkrug.statistics.map(\.shotsTotal) == [42, 42])
    }

    @Test func readsNullHeightAndTruncatedLastName() throws {
        let laliga = try Samples.envelope("players_topscorers/laliga-2022-early-season.json").list(of: PlayerSeasonEntry.self)
        #expect(laliga.filter { $0.player.height == nil }.map(\.player.name) == ["Nico Williams", "Álex Baena"])
        let cards = try Samples.envelope("players_topyellowcards/epl-2023.json").list(of: PlayerSeasonEntry.self)
        #expect(cards[0].player.lastname == "Lobo Alves Palhares Costa Palh")
    }

    @Test func readsAPlayersPageWithSeveralCompetitions() throws {
        let envelope = try TestJSON.envelope(
            #"""
            {"get": "players", "parameters": {"id": "276", "season": "2023", "page": "3"}, "errors": [], "results": 1,
             "paging": {"current": 3, "total": 35},
             "response": [{"player": {"id": 276, "name": "Neymar", "height": "175 cm", "weight": null, "injured": true},
                           "statistics": [
                             {"team": {"id": 2932}, "league": {"id": 307, "season": 2023},
                              "games": {"appearences": 5, "rating": null}, "passes": {"accuracy": 21}},
                             {"team": {"id": 2932}, "league": {"id": "17", "season": "2023"},
                              "games": {"appearences": "1", "rating": "7.100000"}, "cards": {"yellowred": 1}}]}]}
            """#)
        #expect(envelope.paging == Envelope.Paging(current: 3, total: 35))
        #expect(Request(envelope: envelope)?.recordingPath == "players/id=276&page=3&season=2023.json")
        let entry = try #require(try envelope.list(of: PlayerSeasonEntry.self).first)
        #expect(entry.player.id == 276)
        #expect(entry.player.weight == nil)
        #expect(entry.player.injured == true)
        #expect(entry.statistics.map(\.league.id) == [307, 17])
        #expect(entry.statistics.map(\.appearances) == [5, 1])
        #expect(entry.statistics.map(\.rating) == [nil, "7.100000"])
        #expect(entry.statistics[0].passesAccuracy == "21")
        #expect(entry.statistics[1].yellowRedCards == 1)
    }

    @Test func requiresThePlayerId() throws {
        let envelope = try TestJSON.envelope(#"{"get": "players", "response": [{"player": {"name": "X"}, "statistics": []}]}"#)
        #expect(
            TestJSON.error { try envelope.list(of: PlayerSeasonEntry.self) }
                == .unreadableValue(
                    source: "test.json", path: "response[0].player.id", expected: "an integer", found: "nothing (no such key)"))
    }
}
