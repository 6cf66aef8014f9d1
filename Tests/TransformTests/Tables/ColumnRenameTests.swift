import Foundation
import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// Renames recorded once in the catalog, judged on the tables the builders hand to Load (what a
/// database sink reads) and on the 0.2.0 changes (docs/changes.md) as text.
@Suite struct ColumnRenameTests {
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/changes.md")

    static func renames() throws -> [(table: String, rename: ColumnRename)] {
        let output = OutputTablesBuilder.build(
            from: try SampleRun.data(), transform: TransformSpec(timezone: "Europe/London", nulls: .zero))
        return output.tables.flatMap { table in table.renames.map { (table.name, $0) } }
    }

    @Test func eachRenameNamesAColumnThatIsThereInPlaceOfOneThatIsGone() throws {
        let renames = try Self.renames()
        #expect(
            renames.map { "\($0.table).\($0.rename.old)" }.sorted() == [
                "leagues.current", "leagues.end", "leagues.start", "sidelined.end", "sidelined.start", "standings.group",
                "team_goals_by_minute.side", "team_goals_under_over.over", "team_goals_under_over.side", "team_goals_under_over.under"
            ])
        let columns = Dictionary(uniqueKeysWithValues: TableCatalog.all.map { ($0.name.rawValue, Set($0.columns().map(\.name))) })
        for (table, rename) in renames {
            #expect(columns[table]?.contains(rename.new) == true, "\(table).\(rename.new)")
            #expect(columns[table]?.contains(rename.old) == false, "\(table).\(rename.old) is still a column")
            #expect(rename.since == "0.2.0")
        }
    }

    @Test func theChangesOf020ListEveryRename() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: "\n## 0.2.0\n"))
        let section = text[start.upperBound...]
        let changes = section.range(of: "\n## ").map { section[..<$0.lowerBound] } ?? section
        for (table, rename) in try Self.renames() {
            #expect(changes.contains("`\(table).\(rename.old)` → `\(table).\(rename.new)`"), "docs/changes.md lacks \(table).\(rename.old)")
        }
    }
}
