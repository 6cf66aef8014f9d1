import Testing

@testable import APIModel

@Suite struct FixtureTests {
    private static let full = "fixtures/epl-2024-mancity-tottenham-1208140-full.json"

    @Test func readsTheMatch() throws {
        let fixture = try #require(try Samples.envelope(Self.full).list(of: Fixture.self).first)
        #expect(fixture.id == 1_208_140)
        #expect(fixture.referee == "John Brooks, England")
        #expect(fixture.timezone == "UTC")
        #expect(fixture.date == "2024-11-23T17:30:00+00:00")
        #expect(fixture.timestamp == 1_732_383_000)
        #expect(fixture.periods == Fixture.Periods(first: 1_732_383_000, second: 1_732_386_600))
        #expect(fixture.venue.id == 555)
        #expect(fixture.venue.name == "Etihad Stadium")
        #expect(fixture.status == Fixture.Status(long: "Match Finished", short: "FT", elapsed: 90, extra: 5))
        #expect(fixture.league.id == 39)
        #expect(fixture.league.season == 2024)
        #expect(fixture.league.round == "Regular Season - 12")
        #expect(fixture.league.flag == "https://media.api-sports.io/flags/gb-eng.svg")
        #expect(fixture.leagueHasStandings == nil)
        #expect(fixture.teams.home.team.id == 50)
        #expect(fixture.teams.home.winner == false)
        #expect(fixture.teams.away.team.name == "Tottenham")
        #expect(fixture.teams.away.winner == true)
        #expect(fixture.goals == HomeAway(home: 0, away: 4))
        #expect(fixture.score.halftime == HomeAway(home: 0, away: 2))
        #expect(fixture.score.extratime == HomeAway(home: nil, away: nil))
        #expect(fixture.events?.count == 17)
        #expect(fixture.lineups?.count == 2)
        #expect(fixture.statistics?.count == 2)
        #expect(fixture.players?.map(\.players.count) == [20, 20])
    }

    @Test func readsNotStartedFixturesWithNullScoresAndNoDetails() throws {
        let fixtures = try Samples.envelope("fixtures/bundesliga-2023-status-ns-pst.json").list(of: Fixture.self)
        #expect(fixtures.count == 71)
        let first = fixtures[0]
        #expect(first.referee == nil)
        #expect(first.status.short == "NS")
        #expect(first.status.elapsed == nil)
        #expect(first.status.extra == nil)
        #expect(first.periods == Fixture.Periods(first: nil, second: nil))
        #expect(first.goals == HomeAway(home: nil, away: nil))
        #expect(first.teams.home.winner == nil)
        #expect(first.events == nil)
        #expect(first.players == nil)
    }

    @Test func readsTheRequestedTimezoneAndStandingsFlag() throws {
        let fixture = try #require(
            try Samples.envelope("fixtures/epl-2024-manutd-fulham-1208021-full-seoul-tz.json")
                .list(of: Fixture.self).first)
        #expect(fixture.timezone == "Asia/Seoul")
        #expect(fixture.date == "2024-08-17T04:00:00+09:00")
        #expect(fixture.leagueHasStandings == true)
    }

    @Test func anUnreadableEventMinuteIsEmptiedAndCountedAtItsPath() throws {
        let event =
            #"{"time": {"elapsed": 10, "extra": null}, "team": {"id": 1}, "player": {"id": 2}, "assist": {"id": null}, "type": "Goal", "#
            + #""detail": "Normal Goal"}"#
        let broken = #"{"time": {"elapsed": "ninety", "extra": null}, "type": "Card"}"#
        func fixture(_ id: Int, events: [String]) -> String {
            #"{"fixture": {"id": \#(id)}, "events": [\#(events.joined(separator: ","))]}"#
        }
        let fixtures = [
            fixture(1, events: []), fixture(2, events: [event]), fixture(3, events: []),
            fixture(4, events: [event, event, broken])
        ]
        let envelope = try TestJSON.envelope(
            #"{"get": "fixtures", "response": [\#(fixtures.joined(separator: ","))]}"#,
            source: "recordings/fixtures/ids=1-2-3-4.json")
        #expect(try envelope.list(of: Fixture.self).count == 4)
        #expect(
            TestJSON.unreadable(envelope.response) == [
                #"response[].events[].time.elapsed | an integer | 1 | the text "ninety" at response[3].events[2].time.elapsed"#
            ])
    }

    @Test func requiresTheFixtureId() throws {
        let envelope = try TestJSON.envelope(#"{"get": "fixtures", "response": [{"fixture": {"id": null}}]}"#)
        #expect(
            TestJSON.error { try envelope.list(of: Fixture.self) }
                == .unreadableValue(source: "test.json", path: "response[0].fixture.id", expected: "an integer", found: "null"))
    }

    @Test func readsIdsSentAsStrings() throws {
        let envelope = try TestJSON.envelope(
            #"{"get": "fixtures", "response": [{"fixture": {"id": "1208140", "timestamp": "1732383000"}, "league": {"id": "39", "#
                + #""season": "2024"}, "teams": {"home": {"id": "50"}, "away": null}}]}"#
        )
        let fixture = try #require(try envelope.list(of: Fixture.self).first)
        #expect(fixture.id == 1_208_140)
        #expect(fixture.timestamp == 1_732_383_000)
        #expect(fixture.league.id == 39)
        #expect(fixture.league.season == 2024)
        #expect(fixture.teams.home.team.id == 50)
        #expect(fixture.teams.away.team.id == nil)
    }

    @Test func readsHeadToHeadAsFixtures() throws {
        let fixtures = try Samples.envelope("fixtures_headtohead/manutd-mancity-2021-2023.json").list(of: Fixture.self)
        #expect(fixtures.count == 8)
        #expect(Set(fixtures.flatMap { [$0.teams.home.team.id, $0.teams.away.team.id] }) == [33, 50])
    }
}
