import Foundation
import JSON
import LibSQLite
import Tabular
import TestSupport
import Testing

@testable import Load
@testable import SQLiteOutput
@testable import Staging

/// The database staged in an output transaction: committed atomically, rewritten only when its
/// bytes change, never left half-written, and compared by content in check mode.
@Suite struct SQLiteStagingTests {
    private static func commitDatabase(_ tables: [Table], at path: String) throws -> [CommittedOutput] {
        let transaction = OutputTransaction()
        _ = try transaction.stageDatabase(tables, at: path)
        return try transaction.commit()
    }

    @Test func aSecondIdenticalRunLeavesTheFileUntouched() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("out/football.sqlite")
        #expect(try Self.commitDatabase(SQLiteSampleTables.all, at: path).map(\.change) == [.created])
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try folder.setModificationDate(past, of: "out/football.sqlite")
        #expect(try Self.commitDatabase(SQLiteSampleTables.all, at: path).map(\.change) == [.unchanged])
        #expect(try folder.modificationDate(of: "out/football.sqlite") == past)
        #expect(folder.listing() == ["out", "out/football.sqlite"])
    }

    @Test func aBuilderFilledInChunksIsStagedAndCommittedAsTheWholeTablesWouldBe() throws {
        let folder = try ScratchDirectory()
        let scratch = try ScratchDirectory("sqlite-scratch")
        let builder = try SQLiteDatabaseBuilder(scratchDirectory: scratch.path)
        for table in SQLiteStreamTables.all {
            try builder.begin(Table(name: table.name, columns: table.columns, key: table.key, foreignKeys: table.foreignKeys))
            for start in stride(from: 0, to: table.rows.count, by: 300) {
                try builder.append(Array(table.rows[start..<min(table.rows.count, start + 300)]))
            }
        }
        let transaction = OutputTransaction()
        let summary = try transaction.stageDatabase(builder, at: folder.file("football.sqlite"))
        #expect(summary.rowCount == SQLiteStreamTables.all.reduce(0) { $0 + $1.rows.count })
        #expect(try transaction.commit().map(\.change) == [.created])
        GoldenFile.expectMatches(Array(try folder.bytes("football.sqlite")), named: "stream.sqlite")
        #expect(folder.listing() == ["football.sqlite"])
        #expect(scratch.listing().isEmpty)
    }

    @Test func aFailedWriteLeavesThePreviousDatabaseAndNoTempFile() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("football.sqlite")
        _ = try Self.commitDatabase([SQLiteSampleTables.teams], at: path)
        let before = try #require(FileManager.default.contents(atPath: path))
        // A table named like the writer's own catalog makes the build fail halfway.
        let clash = Table(name: "_columns", columns: [Column("x", .integer)], key: [], rows: [[.integer(1)]])
        let transaction = OutputTransaction()
        let error = try #require(throws: LoadError.self) {
            try transaction.stageDatabase([SQLiteSampleTables.fixtures, clash], at: path)
        }
        guard case .cannotCreate(let reported, let reason) = error else {
            Issue.record("expected cannotCreate, got \(error)")
            return
        }
        #expect(reported == path)
        #expect(reason.contains("table \"_columns\" already exists"))
        #expect(throws: LoadError.self) { try transaction.commit() }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(folder.listing() == ["football.sqlite"])
    }

    @Test func checkModeComparesTablesNotBytes() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("football.sqlite")
        let teams = SQLiteSampleTables.teams
        _ = try Self.commitDatabase([teams, SQLiteSampleTables.log], at: path)

        let same = OutputTransaction(staging: .scratch)
        _ = try same.stageDatabase([teams, SQLiteSampleTables.log], at: path)
        #expect(try OutputCheck.compare(same).files == [FileCheck(path: path, status: .unchanged)])

        let renamed = Table(
            name: "teams", columns: teams.columns, key: teams.key,
            rows: [
                [.integer(42), .text("Arsenal FC")], [.integer(33), .text("Manchester United")], [.integer(50), .text("Manchester City")]
            ]
        )
        let next = OutputTransaction(staging: .scratch)
        _ = try next.stageDatabase([renamed, SQLiteSampleTables.fixtures], at: path)
        let report = try OutputCheck.compare(next)
        #expect(
            report.files == [
                FileCheck(
                    path: path, status: .changed,
                    note:
                        "table fixtures added (2 rows); table teams: 1 row changed (team_id=42), 1 row added (team_id=50); table log "
                        + "removed"
                )
            ])
        #expect(report.hasDifferences)
        #expect(folder.listing() == ["football.sqlite"])
    }

    @Test func checkModeSaysWhenTheFileOnDiskIsNotADatabase() throws {
        let folder = try ScratchDirectory()
        try folder.write("not a database, just text that is long enough to have a header\n", to: "football.sqlite")
        let next = OutputTransaction(staging: .scratch)
        _ = try next.stageDatabase([SQLiteSampleTables.teams], at: folder.file("football.sqlite"))
        let file = try #require(try OutputCheck.compare(next).files.first)
        #expect(file.status == .changed)
        #expect(file.note?.hasPrefix("the file on disk is not readable as SQLite: ") == true)
    }

    @Test func theReaderGivesEachTableItsKeyAndTypedFields() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("football.sqlite")
        _ = try SQLiteDatabaseWriter().write([SQLiteSampleTables.fixtures, SQLiteSampleTables.log], to: path)
        let tables = try SQLiteTableReader.read(path)
        #expect(tables.map(\.name) == ["fixtures", "log"])
        #expect(tables.map(\.key) == [["fixture_id"], []])
        #expect(tables[0].records.header == ["fixture_id", "kickoff_utc", "home_team_id", "home_goals", "expected_goals", "played_on"])
        #expect(
            Set(tables[0].records.rows) == [
                ["1035038", "\"2023-08-11T19:00:00Z\"", "42", "2", "1.34", "\"2023-08-11\""],
                ["1035037", "\"1970-01-01T00:00:00Z\"", "33", "null", "0.5", "null"]
            ])
    }

    @Test func theManifestListsTheDatabaseWithItsTablesAndTotalRows() throws {
        let output = ManifestOutput(
            path: "football.sqlite", format: .sqlite, table: nil, byteCount: 8192, sha256: "ab",
            tables: [TableShape(SQLiteSampleTables.teams), TableShape(SQLiteSampleTables.log)]
        )
        #expect(
            output.jsonObject == [
                "path": .string("football.sqlite"), "format": .string("sqlite"), "rows": .int(6), "bytes": .int(8192),
                "sha256": .string("ab"),
                "tables": .array([
                    .object(["name": .string("teams"), "rows": .int(2)]), .object(["name": .string("log"), "rows": .int(4)])
                ])
            ])
    }
}
