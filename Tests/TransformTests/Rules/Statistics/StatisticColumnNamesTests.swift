import APIModel
import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// Each statistic type text fills a column of its own, named apart from the fixed columns.
@Suite struct StatisticColumnNamesTests {
    private let fixed = ["fixture_id", "league_id", "season", "team_id", "team_name", "side"]

    @Test func aTypeNamedLikeAFixedOrKnownColumnGetsTheStatPrefix() {
        let names = StatisticColumnNames(types: ["Season", "Team ID", "Passes %", "Passes pct", "Fouls"], reserved: fixed)
        #expect(
            names.columns == [
                "Season": "stat_season", "Team ID": "stat_team_id", "Passes %": "passes_pct", "Passes pct": "stat_passes_pct",
                "Fouls": "fouls"
            ])
        #expect(names.renamed.map(\.column) == ["stat_passes_pct", "stat_season", "stat_team_id"])
        #expect(
            names.renamed[1].warning(table: "team_match_stats").message
                == #"team_match_stats: statistic type "Season" is written as column stat_season (season is already a column of the table)"#)
    }

    @Test func aKnownColumnSpeltOtherwiseIsThatColumnWhileNoOtherTextFillsIt() {
        #expect(StatisticColumnNames(types: ["Passes pct"], reserved: fixed).columns == ["Passes pct": "passes_pct"])
        let both = StatisticColumnNames(types: ["Shots pct", "Shots %"], reserved: fixed)
        #expect(both.columns == ["Shots %": "shots_pct", "Shots pct": "stat_shots_pct"])
    }

    @Test func namesDoNotDependOnTheOrderTheTypesCameIn() {
        let types = ["Shots pct", "Shots %", "Season", "Stat Season", "stat_season", "A" + String(repeating: "b", count: 70)]
        let names = StatisticColumnNames(types: types, reserved: fixed)
        #expect(StatisticColumnNames(types: types.reversed(), reserved: fixed) == names)
        #expect(Set(names.columns.values).count == types.count)
        #expect(names.columns.values.allSatisfy { $0.utf8.count <= 63 && !fixed.contains($0) })
    }

    @Test func theGridFillsEachTypesOwnColumnAndKeepsTheFixedOnesFree() {
        let grid = StatisticGrid(
            lists: [
                [
                    StatisticEntry(type: "Passes %", value: .number("85")), StatisticEntry(type: "Passes pct", value: .string("81%")),
                    StatisticEntry(type: "Season", value: .number("7"))
                ]
            ], nulls: .zero, reserved: fixed)
        let names = grid.columns.map(\.name)
        #expect(Set(names).count == names.count && !names.contains("season"))
        #expect(grid.rows[0][names.firstIndex(of: "passes_pct")!] == .integer(85))
        #expect(grid.rows[0][names.firstIndex(of: "stat_passes_pct")!] == .integer(81))
        #expect(grid.rows[0][names.firstIndex(of: "stat_season")!] == .integer(7))
    }
}
