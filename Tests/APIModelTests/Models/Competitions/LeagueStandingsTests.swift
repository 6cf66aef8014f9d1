import Testing

@testable import APIModel

@Suite struct LeagueStandingsTests {
    @Test func readsALeagueTable() throws {
        let standings = try #require(try Samples.envelope("standings/epl-2022-final.json").list(of: LeagueStandings.self).first)
        #expect(standings.league.id == 39)
        #expect(standings.league.season == 2022)
        #expect(standings.groups.count == 1)
        let table = standings.groups[0]
        #expect(table.map(\.rank) == Array(1...20))
        #expect(table[0].team.name == "Manchester City")
        #expect(table[0].description == "Promotion - Champions League (Group Stage: )")
        #expect(table[10].description == nil)
        let last = table[19]
        #expect(last.team.name == "Southampton")
        #expect(last.goalsDiff == -37)
        #expect(last.form == "DLLLL")
        #expect(last.status == "same")
        #expect(last.group == "Premier League")
        #expect(last.all == StandingRow.Record(played: 38, win: 6, draw: 7, lose: 25, goalsFor: 36, goalsAgainst: 73))
        #expect(last.home == StandingRow.Record(played: 19, win: 2, draw: 5, lose: 12, goalsFor: 19, goalsAgainst: 37))
        #expect(last.update == "2023-05-28T00:00:00+00:00")
    }

    @Test func readsCupGroupsInOrder() throws {
        let standings = try #require(
            try Samples.envelope("standings/libertadores-2024-group-stage-8-groups.json")
                .list(of: LeagueStandings.self).first)
        #expect(standings.league.country == "World")
        #expect(standings.league.flag == nil)
        #expect(
            standings.groups.compactMap { $0.first?.group }
                == ["Group A", "Group B", "Group C", "Group D", "Group E", "Group F", "Group G", "Group H"])
    }
}
