import Foundation
import Tabular
import TestSupport
import Testing

@testable import SQLiteOutput
@testable import Staging

/// The database bytes and summary for fixed tables, pinned by golden files recorded from the
/// whole-table writer before the database was built from chunks: building from chunks must not
/// change a byte.
@Suite struct SQLiteDatabaseGoldenTests {
    static let cases: [(name: String, tables: [Table])] = [
        ("sample", [SampleTables.cells] + SQLiteSampleTables.all),
        ("stream", SQLiteStreamTables.all)
    ]

    /// The summary as text: each table with its rows, then each note.
    static func summaryText(_ summary: SQLiteDatabaseSummary) -> String {
        (summary.tables.map { "table \($0.name): \($0.rowCount) rows" } + summary.notes.map { "note: \($0)" })
            .joined(separator: "\n") + "\n"
    }

    @Test(arguments: 0..<cases.count) func theWriterGivesTheRecordedBytesAndSummary(_ index: Int) throws {
        let (name, tables) = Self.cases[index]
        let folder = try ScratchDirectory()
        let path = folder.file("\(name).sqlite")
        let summary = try SQLiteDatabaseWriter().write(tables, to: path)
        GoldenFile.expectMatches(Array(try folder.bytes("\(name).sqlite")), named: "\(name).sqlite")
        GoldenFile.expectMatches(Self.summaryText(summary), named: "\(name).summary.txt")
    }
}
