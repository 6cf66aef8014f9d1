import APIModel
import Foundation
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// Every column's display label (what workbooks show as its header), judged on the `Column`
/// values the catalog and the builders hand to Load, which is all a workbook writer reads.
@Suite struct ColumnLabelTests {
    @Test(arguments: TableCatalog.all.map(\.name))
    func everyDeclaredColumnHasItsOwnUniqueLabel(table: TableName) throws {
        let entry = try #require(TableCatalog.all.first { $0.name == table })
        Self.expectLabelled(entry.columns(), table: table.rawValue)
    }

    @Test func theLocalKickoffColumnIsLabelledToo() {
        Self.expectLabelled(FixturesTableBuilder.layout(localZone: .zone(.gmt)).header, table: "fixtures")
        #expect(FixturesTableBuilder.layout(localZone: .zone(.gmt)).header.first { $0.name == "kickoff_local" }?.label == "Kick-off")
    }

    @Test func repeatedShortLabelsAreQualifiedByTheirGroup() throws {
        let standings = try #require(TableCatalog.all.first { $0.name == .standings }).columns()
        let labels = Dictionary(uniqueKeysWithValues: standings.map { ($0.name, $0.label) })
        #expect(labels["win"] == "W")
        #expect(labels["home_win"] == "Home W")
        #expect(labels["away_win"] == "Away W")
        #expect(labels["points"] == "Pts")
        #expect(labels["goal_diff"] == "GD")
    }

    @Test func anUnknownStatisticIsLabelledWithTheAPIsOwnTypeText() throws {
        // A type "Team" becomes a column whose label would repeat `team_name`'s "Team": it is
        // qualified by its column name instead.
        let edited = try SampleResponse.list(SampleRun.manCityTottenham, of: Fixture.self) { json in
            json.edit(["response", 0, "statistics", 1, "statistics"]) {
                $0.append(.object(["type": .string("Zone Entries "), "value": .int(12)]))
                $0.append(.object(["type": .string("Team"), "value": .int(3)]))
            }
        }[0]
        var data = ExtractedData()
        data.fixtureDetails[edited.id] = edited
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec(nulls: .zero))
        let table = try #require(output.table(.teamMatchStats))
        let labels = Dictionary(uniqueKeysWithValues: table.columns.map { ($0.name, $0.label) })
        #expect(labels["zone_entries"] == "Zone Entries")
        #expect(labels["team"] == "Team (team)")
        #expect(labels["ball_possession_pct"] == "Possession %")
        #expect(labels["expected_goals"] == "xG")
        Self.expectLabelled(table.columns, table: table.name)
    }

    /// Labels are non-empty, unique within the table, and declared (not the name fallback).
    private static func expectLabelled(_ columns: [Column], table: String) {
        for column in columns {
            #expect(!column.label.trimmingCharacters(in: .whitespaces).isEmpty, "\(table).\(column.name) has an empty label")
            #expect(column.label != column.name, "\(table).\(column.name) has no label of its own (the name is the fallback)")
        }
        var seen: [String: String] = [:]
        for column in columns {
            if let other = seen[column.label] {
                Issue.record("\(table): \(other) and \(column.name) share the label \"\(column.label)\"")
            }
            seen[column.label] = column.name
        }
    }
}
