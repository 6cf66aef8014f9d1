import Testing

@testable import APIModel

/// The details `fixtures?ids=` embeds: events, lineups, team statistics, player statistics.
@Suite struct FixtureDetailsTests {
    private static func fixture() throws -> Fixture {
        try #require(try Samples.envelope("fixtures/epl-2024-mancity-tottenham-1208140-full.json").list(of: Fixture.self).first)
    }

    @Test func readsEventsWithRawTypeAndDetail() throws {
        let events = try #require(try Self.fixture().events)
        #expect(events[0].elapsed == 1)
        #expect(events[0].extra == nil)
        #expect(events[0].team.id == 47)
        #expect(events[0].player.id == 18968)
        #expect(events[0].player.name == "Y. Bissouma")
        #expect(events[0].assist.id == nil)
        #expect(events[0].assist.name == nil)
        #expect(events[0].type == "Card")
        #expect(events[0].detail == "Yellow Card")
        #expect(events[0].comments == "Tripping")
        #expect(events[2].assist.id == 186)
        #expect(events[2].assist.name == "Son Heung-Min")
        #expect(events[16].elapsed == 90)
        #expect(events[16].extra == 3)
    }

    @Test func readsLowerCaseSubstitutionTypes() throws {
        let events = try Samples.envelope("fixtures_events/epl-2020-manutd-mancity-653808.json").list(of: FixtureEvent.self)
        let substitutions = events.filter { $0.type == "subst" }
        #expect(substitutions.map(\.detail) == ["Substitution 1", "Substitution 1", "Substitution 2"])
        #expect(substitutions.map(\.team.id) == [33, 50, 33])
        #expect(substitutions[0].player.name == "S. McTominay")
        #expect(substitutions[0].assist.name == "M. Greenwood")
    }

    @Test func readsLineups() throws {
        let lineups = try #require(try Self.fixture().lineups)
        let home = lineups[0]
        #expect(home.team.id == 50)
        #expect(home.formation == "4-3-3")
        #expect(home.colors.player == Lineup.Kit(primary: "abd1f5", number: "ffffff", border: "abd1f5"))
        #expect(home.colors.goalkeeper.primary == "30c492")
        #expect(home.coach == Lineup.Coach(id: 4, name: "Pep Guardiola", photo: "https://media.api-sports.io/football/coachs/4.png"))
        #expect(home.startXI.count == 11)
        #expect(home.startXI[0].name == "Ederson")
        #expect(home.startXI[0].position == "G")
        #expect(home.startXI[0].grid == "1:1")
        #expect(home.substitutes.count == 9)
        #expect(home.substitutes.allSatisfy { $0.grid == nil })
        #expect(lineups[1].coach.name == "A. Postecoglou")
    }

    @Test func readsASubstituteWhoseIdIsNullInLineupsAndZeroInPlayers() throws {
        let fixture = try Self.fixture()
        let benched = try #require(fixture.lineups?[1].substitutes.first { $0.name == "Malachi Hardy" })
        #expect(benched.id == nil)
        #expect(benched.number == 79)
        let player = try #require(fixture.players?[1].players.first { $0.name == "Malachi Hardy" })
        #expect(player.id == 0)
        #expect(player.photo == nil)
        #expect(player.statistics?.substitute == true)
    }

    @Test func readsAnAllNullCoach() throws {
        let lineup = try TestJSON.node(
            #"{"team": {"id": 9}, "coach": {"id": null, "name": null, "photo": null}, "formation": null, "startXI": [], "substitutes": "#
                + #"null}"#
        )
        let decoded = try Lineup(lineup)
        #expect(decoded.coach == Lineup.Coach(id: nil, name: nil, photo: nil))
        #expect(decoded.colors.player == Lineup.Kit(primary: nil, number: nil, border: nil))
        #expect(decoded.substitutes.isEmpty)
    }

    @Test func readsTeamStatisticsInOrderWithRawValues() throws {
        let statistics = try #require(try Self.fixture().statistics?.first)
        #expect(statistics.team.id == 50)
        #expect(statistics.statistics.count == 18)
        #expect(statistics.statistics.map(\.type).prefix(3) == ["Shots on Goal", "Shots off Goal", "Total Shots"])
        let byType = Dictionary(uniqueKeysWithValues: statistics.statistics.map { ($0.type, $0.value) })
        #expect(byType["Shots on Goal"] == .number("5"))
        #expect(byType["Ball Possession"] == .string("58%"))
        #expect(byType["Red Cards"] == .null)
        #expect(byType["expected_goals"] == .string("2.15"))
        #expect(byType["goals_prevented"] == .number("1"))
    }

    @Test func readsNegativeGoalsPrevented() throws {
        let teams = try Samples.envelope("fixtures_statistics/epl-2025-1379064-mancity-bournemouth-negative-goals-prevented.json")
            .list(of: FixtureTeamStatistics.self)
        #expect(teams.map { $0.statistics.last?.type } == ["goals_prevented", "goals_prevented"])
        #expect(teams.map { $0.statistics.last?.value } == [.number("-1"), .number("-1")])
    }

    @Test func readsPlayerMatchStatistics() throws {
        let team = try #require(try Self.fixture().players?.first)
        #expect(team.team.id == 50)
        #expect(team.update == "2024-11-23T21:52:00+01:00")
        let ederson = try #require(team.players.first?.statistics)
        #expect(team.players.first?.id == 617)
        #expect(ederson.minutes == 95)
        #expect(ederson.number == 31)
        #expect(ederson.position == "G")
        #expect(ederson.rating == "6.5")
        #expect(ederson.captain == false)
        #expect(ederson.substitute == false)
        #expect(ederson.goalsConceded == 4)
        #expect(ederson.saves == 3)
        #expect(ederson.passesTotal == 20)
        #expect(ederson.passesAccuracy == "18")
        #expect(ederson.duelsTotal == 2)
        #expect(ederson.dribblesPast == 1)
        #expect(ederson.penaltiesSaved == 0)
        #expect(ederson.shotsTotal == nil)
        #expect(ederson.team.id == nil)
        #expect(ederson.appearances == nil)
    }

    @Test func readsUnusedSubstitutesAsMostlyNull() throws {
        let team = try #require(try Self.fixture().players?.first)
        let ortega = try #require(team.players.first { $0.id == 25004 }?.statistics)
        #expect(ortega.minutes == nil)
        #expect(ortega.rating == nil)
        #expect(ortega.goalsConceded == 0)
        #expect(ortega.yellowCards == 0)
        #expect(ortega.penaltiesScored == 0)
        #expect(ortega.passesAccuracy == nil)
        #expect(ortega.penaltiesSaved == nil)
    }

    @Test func readsAnIntegerLikeRatingString() throws {
        let spurs = try #require(try Self.fixture().players?[1])
        #expect(spurs.players[0].name == "Guglielmo Vicario")
        #expect(spurs.players[0].statistics?.rating == "8")
        #expect(spurs.players[0].statistics?.passesAccuracy == "43")
    }
}
