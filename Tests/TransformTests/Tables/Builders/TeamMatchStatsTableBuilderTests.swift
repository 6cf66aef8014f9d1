import APIModel
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct TeamMatchStatsTableBuilderTests {
    private func stats(_ fixtures: [Fixture], nulls: NullPolicy = .zero) throws -> (Table, [TransformWarning]) {
        var data = ExtractedData()
        for fixture in fixtures { data.fixtureDetails[fixture.id] = fixture }
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec(nulls: nulls))
        return (try #require(output.table(.teamMatchStats)), output.warnings)
    }

    @Test func homeFirstWithExpectedGoalsAndGoalsPrevented() throws {
        let (table, warnings) = try stats([try SampleResponse.fixture(SampleRun.manCityTottenham)])
        #expect(table.values(of: "team_id") == [.integer(50), .integer(47)])
        #expect(table.values(of: "side") == [.text("home"), .text("away")])
        #expect(table.columnNames.last == "goals_prevented")
        #expect(table.values(of: "goals_prevented") == [.integer(1), .integer(1)])
        #expect(table.values(of: "expected_goals") == [.decimal(2.15), .decimal(2.51)])
        #expect(table.values(of: "ball_possession_pct") == [.integer(58), .integer(42)])
        #expect(!warnings.contains { $0.code == .unknownStatistic })
    }

    @Test func nullCountsFollowThePolicy() throws {
        let fixture = try SampleResponse.fixture(SampleRun.manCityTottenham)
        #expect(fixture.statistics?[0].statistics.first { $0.type == "Red Cards" }?.value == .null)
        #expect(try stats([fixture], nulls: .zero).0.values(of: "red_cards") == [.integer(0), .integer(0)])
        #expect(try stats([fixture], nulls: .empty).0.values(of: "red_cards") == [.null, .null])
    }

    @Test func anUnknownStatisticTypeIsKeptAsAColumn() throws {
        let edited = try SampleResponse.list(SampleRun.manCityTottenham, of: Fixture.self) { json in
            json.edit(["response", 0, "statistics", 1, "statistics"]) {
                $0.append(.object(["type": .string("Zone Entries"), "value": .int(12)]))
            }
        }[0]
        let (table, warnings) = try stats([edited, try SampleResponse.fixture(SampleRun.manUnitedFulham)])
        #expect(table.columnNames.suffix(2) == ["goals_prevented", "zone_entries"])
        #expect(table.columns.last?.type == .integer)
        #expect(table.values(of: "zone_entries") == [.null, .null, .null, .integer(12)])
        #expect(warnings.map(\.code) == [.unknownStatistic, .unknownPlayerID])
        #expect(
            warnings.first?.context == [
                "fixture_id": "1208140", "team_id": "47", "statistic": "Zone Entries", "column": "zone_entries"
            ])
    }

    @Test func anUnreadableValueIsEmptiedWithAWarningNamingFixtureTeamAndStatistic() throws {
        let edited = try SampleResponse.list(SampleRun.manCityTottenham, of: Fixture.self) { json in
            json.edit(["response", 0, "statistics", 1, "statistics", 0, "value"]) { $0 = .number("1e999") }
        }[0]
        let (table, warnings) = try stats([edited, try SampleResponse.fixture(SampleRun.manUnitedFulham)])
        #expect(table.columns.first { $0.name == "shots_on_goal" }?.type == .integer)
        #expect(table.values(of: "shots_on_goal").filter { $0 == .null }.count == 1)
        #expect(table.values(of: "shots_on_goal").allSatisfy { if case .text = $0 { false } else { true } })
        let warning = try #require(warnings.first { $0.code == .unreadableStatistic })
        #expect(
            warning.context == [
                "fixture_id": "1208140", "team_id": "47", "statistic": "Shots on Goal", "column": "shots_on_goal", "value": "1e999"
            ])
        #expect(warning.message.hasPrefix("fixture 1208140, team 47: statistic \"Shots on Goal\" has the value \"1e999\""))
    }
}
