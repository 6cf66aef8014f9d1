import CivilTime
import Foundation
import LibSQLite
import Tabular
import TestSupport
import Testing

@testable import SQLiteOutput

@Suite struct SQLiteDatabaseWriterTests {
    private let writer = SQLiteDatabaseWriter()

    /// The stored value of each cell: written here from the types, not by the writer's own code.
    private static func stored(_ cell: CellValue, iso: [Int: String] = [:]) -> SQLiteValue {
        switch cell {
        case .null: .null
        case .integer(let n): .integer(Int64(n))
        case .decimal(let d): d.isFinite ? .real(d) : .null
        case .text(let s): .text(s)
        case .boolean(let b): .integer(b ? 1 : 0)
        case .timestamp(let t): .text(iso[t] ?? "unexpected timestamp \(t)")
        case .date(let d): .text(d.isoText)
        case .localDateTime(let t): .text(UTCDateTime(unixSeconds: t).wallClockText.replacingOccurrences(of: "T", with: " "))
        }
    }

    private static let isoTimestamps = [
        1_691_780_400: "2023-08-11T19:00:00Z", 0: "1970-01-01T00:00:00Z", -1: "1969-12-31T23:59:59Z",
        1_709_251_199: "2024-02-29T23:59:59Z"
    ]

    private static func storageClass(_ value: SQLiteValue) -> String {
        switch value {
        case .null: "null"
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        case .blob: "blob"
        }
    }

    /// Whether `readings` (rows of cells) hold exactly the expected rows, in any order.
    private static func sameRows(_ readings: [[SQLiteReadback.Scalar]], _ expected: [[SQLiteValue]]) -> Bool {
        guard readings.count == expected.count else { return false }
        var unmatched = Array(expected.indices)
        for row in readings {
            guard
                let found = unmatched.firstIndex(where: { index in
                    expected[index].count == row.count && zip(row, expected[index]).allSatisfy { $0.matches($1) }
                })
            else { return false }
            unmatched.remove(at: found)
        }
        return true
    }

    @Test func pythonSqlite3ReadsEveryCellWithItsDeclaredTypeAndStorageClass() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("cells.sqlite")
        let tables = [SampleTables.cells] + SQLiteSampleTables.all
        _ = try writer.write(tables, to: path)
        let readback = try SQLiteReadback.python(path)
        #expect(readback.integrity == ["ok"])
        #expect(readback.freelist_count == 0)
        for table in tables {
            let facts = try #require(readback.tables[table.name], "no table \(table.name)")
            let expectedTypes = table.columns.map { column -> String in
                switch column.type {
                case .integer, .boolean: "INTEGER"
                case .decimal: "REAL"
                case .text, .timestamp, .date: "TEXT"
                case .localDateTime: "TIMESTAMP"
                }
            }
            #expect(facts.columns.map(\.name) == table.columns.map(\.name))
            #expect(facts.columns.map(\.type) == expectedTypes)
            let expected = table.rows.map { $0.map { Self.stored($0, iso: Self.isoTimestamps) } }
            #expect(facts.rows.allSatisfy { row in row.allSatisfy { $0.count == 2 } })
            #expect(Self.sameRows(facts.rows.map { $0.map { $0[1] } }, expected), "rows of \(table.name)")
            // Every cell's storage class is the one its column type calls for.
            let classes = Set(facts.rows.flatMap { $0.map { $0[0] } })
            let expectedClasses = Set(expected.flatMap { $0.map { SQLiteReadback.Scalar.text(Self.storageClass($0)) } })
            #expect(classes == expectedClasses, "storage classes of \(table.name)")
        }
        // A table without a primary key keeps its rows in the table's order.
        #expect(readback.tables["log"]?.rows.map { $0[0][1] } == [.text("b"), .text("a"), .text("c"), .text("a")])
    }

    @Test func duckDBReadsTheSameRowsAndTypes() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("football.sqlite")
        let tables = [SampleTables.cells] + SQLiteSampleTables.all
        _ = try writer.write(tables, to: path)
        let readback = try SQLiteReadback.duckDB(path)
        #expect(Set(readback.tables.keys) == Set(tables.map(\.name) + ["_tables", "_columns"]))
        for table in tables {
            let facts = try #require(readback.tables[table.name], "DuckDB sees no table \(table.name)")
            #expect(facts.columns.map { $0[0] } == table.columns.map(\.name))
            let duckTypes = table.columns.map { column -> String in
                switch column.type {
                case .integer, .boolean: "BIGINT"
                case .decimal: "DOUBLE"
                case .text, .timestamp, .date: "VARCHAR"
                case .localDateTime: "TIMESTAMP"
                }
            }
            #expect(facts.columns.map { $0[1] } == duckTypes, "DuckDB types of \(table.name)")
            let expected = table.rows.map { $0.map { Self.stored($0, iso: Self.isoTimestamps) } }
            #expect(Self.sameRows(facts.rows, expected), "DuckDB rows of \(table.name)")
        }
    }

    @Test func primaryKeysIndexesAndForeignKeysAreDeclared() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("football.sqlite")
        let summary = try writer.write(SQLiteSampleTables.all, to: path)
        let readback = try SQLiteReadback.python(path)
        let lineups = try #require(readback.tables["lineups"])
        #expect(lineups.columns.map(\.pk) == [1, 2, 0, 0, 0])
        #expect(
            lineups.indexes == [
                .init(name: "lineups_player_id_idx", unique: 0, origin: "c", columns: ["player_id"]),
                .init(name: "lineups_team_id_idx", unique: 0, origin: "c", columns: ["team_id"]),
                .init(name: "sqlite_autoindex_lineups_1", unique: 1, origin: "pk", columns: ["fixture_id", "player_id"])
            ])
        // to fixtures and teams; players is not in the database, so that one is left out without a note.
        let references = lineups.foreign_keys.map { [$0[2], $0[3], $0[4]] }
        #expect(
            Set(references.map(\.description))
                == Set([
                    [SQLiteReadback.Scalar.text("fixtures"), .text("fixture_id"), .text("fixture_id")].description,
                    [SQLiteReadback.Scalar.text("teams"), .text("team_id"), .text("team_id")].description
                ]))
        let fixtures = try #require(readback.tables["fixtures"])
        #expect(fixtures.columns.first.map { $0.pk } == 1)
        #expect(fixtures.indexes.map(\.name) == ["fixtures_home_team_id_idx"])
        #expect(fixtures.foreign_keys.map { $0[2] } == [.text("teams")])
        // events refers to fixture 99, which fixtures does not hold: no FOREIGN KEY, and a note.
        #expect(readback.tables["events"]?.foreign_keys.isEmpty == true)
        #expect(readback.tables["events"]?.indexes.map(\.name) == ["events_player_id_idx", "sqlite_autoindex_events_1"])
        #expect(readback.foreign_key_violations.isEmpty)
        #expect(
            summary.notes.contains(
                "events: no FOREIGN KEY (fixture_id) → fixtures: 1 row refers to keys fixtures does not hold (first: 99)"))
        #expect(summary.rowCount == SQLiteSampleTables.all.reduce(0) { $0 + $1.rows.count })
    }

    @Test func aKeyTheRowsRepeatBecomesAPlainIndexAndANote() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("football.sqlite")
        let summary = try writer.write(SQLiteSampleTables.all, to: path)
        let standings = try #require(try SQLiteReadback.python(path).tables["standings"])
        #expect(standings.columns.map(\.pk) == [0, 0, 0])
        #expect(standings.indexes == [.init(name: "standings_key_idx", unique: 0, origin: "c", columns: ["team_id"])])
        #expect(standings.rows.count == 3)
        #expect(
            summary.notes.contains(
                "standings: rows repeat the key 42, so its key (team_id) is a plain index standings_key_idx instead of a PRIMARY KEY"))
        #expect(summary.notes.count == 2)
    }

    @Test func anIndexNameAnotherTableAlreadyUsesIsLeftOutWithANote() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("clash.sqlite")
        let first = Table(name: "a_b", columns: [Column("c_id", .integer)], key: [], rows: [[.integer(1)]])
        let second = Table(name: "a", columns: [Column("b_c_id", .integer)], key: [], rows: [[.integer(2)]])
        let summary = try writer.write([first, second], to: path)
        let readback = try SQLiteReadback.python(path)
        #expect(readback.tables["a_b"]?.indexes.map(\.name) == ["a_b_c_id_idx"])
        #expect(readback.tables["a"]?.indexes.isEmpty == true)
        #expect(summary.notes == ["a: no index on b_c_id, because the name a_b_c_id_idx is already taken"])
    }

    @Test func theCatalogTablesDescribeEveryTableAndColumn() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("football.sqlite")
        _ = try writer.write(SQLiteSampleTables.all, to: path)
        let database = try SQLiteConnection(path: path, mode: .readOnly)
        let columns = try database.rows(
            #"SELECT table_name, column_name, position, type, unit, description FROM _columns WHERE table_name = 'fixtures' ORDER BY "#
                + #"position"#
        )
        #expect(
            columns == [
                [.text("fixtures"), .text("fixture_id"), .integer(1), .text("integer"), .null, .text("")],
                [.text("fixtures"), .text("kickoff_utc"), .integer(2), .text("timestamp"), .null, .text("Kick-off, UTC.")],
                [.text("fixtures"), .text("home_team_id"), .integer(3), .text("integer"), .null, .text("")],
                [.text("fixtures"), .text("home_goals"), .integer(4), .text("integer"), .null, .text("")],
                [.text("fixtures"), .text("expected_goals"), .integer(5), .text("decimal"), .text("goals"), .text("")],
                [.text("fixtures"), .text("played_on"), .integer(6), .text("date"), .null, .text("")]
            ])
        let total = try database.rows("SELECT count(*) FROM _columns")
        #expect(total == [[.integer(Int64(SQLiteSampleTables.all.reduce(0) { $0 + $1.columns.count }))]])
        #expect(
            try database.rows("SELECT table_name, row_count, key, primary_key FROM _tables ORDER BY rowid") == [
                [.text("teams"), .integer(2), .text("team_id"), .integer(1)],
                [.text("fixtures"), .integer(2), .text("fixture_id"), .integer(1)],
                [.text("lineups"), .integer(3), .text("fixture_id,player_id"), .integer(1)],
                [.text("events"), .integer(2), .text("fixture_id,seq"), .integer(1)],
                [.text("standings"), .integer(3), .text("team_id"), .integer(0)],
                [.text("log"), .integer(4), .text(""), .integer(0)]
            ])
    }

    @Test func writingTheSameTablesTwiceGivesIdenticalBytes() throws {
        let folder = try ScratchDirectory()
        let tables = [SampleTables.cells] + SQLiteSampleTables.all
        _ = try writer.write(tables, to: folder.file("first.sqlite"))
        _ = try writer.write(tables, to: folder.file("second.sqlite"))
        let first = try #require(FileManager.default.contents(atPath: folder.file("first.sqlite")))
        let second = try #require(FileManager.default.contents(atPath: folder.file("second.sqlite")))
        #expect(first.count > 4096)
        #expect(first == second)
        // Any change to a cell changes the bytes.
        var changed = SQLiteSampleTables.teams
        changed = Table(name: changed.name, columns: changed.columns, key: changed.key, rows: [[.integer(42), .text("Arsenal FC")]])
        _ = try writer.write([changed], to: folder.file("third.sqlite"))
        #expect(FileManager.default.contents(atPath: folder.file("third.sqlite")) != first)
    }
}
