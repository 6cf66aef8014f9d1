import APIModel
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct StandingsTableBuilderTests {
    private func standings(_ files: [LeagueSeason: String]) throws -> Table {
        var data = ExtractedData()
        for (key, file) in files {
            data.seasons[key, default: SeasonLists()].standings = try SampleResponse.list(file, of: LeagueStandings.self)
        }
        return try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.standings))
    }

    @Test func eightGroupsInResponseOrderRanksAscending() throws {
        let table = try standings([LeagueSeason(league: 13, season: 2024): "standings/libertadores-2024-group-stage-8-groups.json"])
        #expect(table.rows.count == 32)
        let groups = table.values(of: "group_name")
        #expect(groups.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == "ABCDEFGH".map { .text("Group \($0)") })
        #expect(Array(table.values(of: "rank").prefix(8)) == [1, 2, 3, 4, 1, 2, 3, 4].map { .integer($0) })
        #expect(table.cell(0, "team_name") == .text("Fluminense"))
        #expect(table.cell(0, "updated_utc") == .timestamp(1_718_064_000))
    }

    @Test func leagueTableWithNegativeDifferencesAndNullDescriptions() throws {
        let table = try standings([
            LeagueSeason(league: 39, season: 2022): "standings/epl-2022-final.json",
            LeagueSeason(league: 13, season: 2024): "standings/libertadores-2024-group-stage-8-groups.json"
        ])
        #expect(table.values(of: "league_id").first == .integer(13))
        let epl = table.records(where: "league_id", is: .integer(39))
        #expect(epl.count == 20)
        #expect(epl.map { $0["rank"] } == (1...20).map { .integer($0) })
        #expect(epl.first?["team_name"] == .text("Manchester City"))
        #expect(epl.first?["points"] == .integer(89))
        #expect(epl.first?["home_goals_for"] == .integer(60))
        #expect(epl.last?["team_name"] == .text("Southampton"))
        #expect(epl.last?["goal_diff"] == .integer(-37))
        #expect(epl.last?["description"] == .text("Relegation - Championship"))
        #expect(epl.contains { $0["description"] == .null })
    }
}
