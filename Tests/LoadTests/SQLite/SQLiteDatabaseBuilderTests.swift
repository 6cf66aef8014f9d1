import Foundation
import LibSQLite
import Tabular
import TestSupport
import Testing

@testable import SQLiteOutput
@testable import Staging

/// The database built from tables given in chunks: the same bytes and summary as the tables
/// written whole (the golden files were recorded from the whole-table writer), checks that see
/// across chunks, and scratch files that never outlive the builder.
@Suite struct SQLiteDatabaseBuilderTests {
    /// How a test cuts each table's rows: chunk sizes used in turn, and whether an empty chunk
    /// comes before every chunk and after the last.
    struct Chunking: Sendable, CustomTestStringConvertible {
        let sizes: [Int]
        let emptyChunks: Bool
        var testDescription: String { "sizes \(sizes)\(emptyChunks ? " with empty chunks" : "")" }

        func chunks(_ rows: [[CellValue]]) -> [[[CellValue]]] {
            var chunks: [[[CellValue]]] = []
            var start = 0
            var turn = 0
            while start < rows.count {
                let end = min(rows.count, start + sizes[turn % sizes.count])
                if emptyChunks { chunks.append([]) }
                chunks.append(Array(rows[start..<end]))
                start = end
                turn += 1
            }
            if emptyChunks { chunks.append([]) }
            return chunks
        }
    }

    static let chunkings = [
        Chunking(sizes: [Int.max], emptyChunks: false),
        Chunking(sizes: [1], emptyChunks: false),
        Chunking(sizes: [7, 1, 97, 2], emptyChunks: true),
        Chunking(sizes: [250], emptyChunks: true)
    ]

    /// Builds `tables` from their declarations and chunks, in a scratch folder of its own that
    /// must be empty again afterwards.
    static func build(
        _ tables: [Table], _ chunking: Chunking, to path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SQLiteDatabaseSummary {
        let scratch = try ScratchDirectory("sqlite-scratch")
        let builder = try SQLiteDatabaseBuilder(scratchDirectory: scratch.path)
        for table in tables {
            try builder.begin(Table(name: table.name, columns: table.columns, key: table.key, foreignKeys: table.foreignKeys))
            for chunk in chunking.chunks(table.rows) { try builder.append(chunk) }
        }
        let summary = try builder.finish(to: path)
        #expect(scratch.listing().isEmpty, "scratch files left after finish", sourceLocation: sourceLocation)
        return summary
    }

    @Test(arguments: chunkings) func everyChunkingGivesTheBytesAndSummaryOfTheWholeTables(_ chunking: Chunking) throws {
        let folder = try ScratchDirectory()
        for (name, tables) in SQLiteDatabaseGoldenTests.cases {
            let summary = try Self.build(tables, chunking, to: folder.file("\(name).sqlite"))
            GoldenFile.expectMatches(Array(try folder.bytes("\(name).sqlite")), named: "\(name).sqlite")
            GoldenFile.expectMatches(SQLiteDatabaseGoldenTests.summaryText(summary), named: "\(name).summary.txt")
            #expect(summary.tables == tables.map { TableShape($0) })
        }
    }

    /// The notes of the builder and of the planner over the same tables held whole.
    static func notes(_ tables: [Table], _ chunking: Chunking) throws -> (built: [String], whole: [String]) {
        let folder = try ScratchDirectory()
        let summary = try build(tables, chunking, to: folder.file("notes.sqlite"))
        return (summary.notes, SQLiteSchemaPlanner(tables).notes)
    }

    static func keyed(_ name: String, _ keys: [CellValue], type: ColumnType = .integer) -> Table {
        Table(
            name: name, columns: [Column("\(name)_id", type), Column("n", .integer)], key: ["\(name)_id"],
            rows: keys.enumerated().map { [$1, .integer($0)] })
    }

    @Test func anEmptyKeyFieldInALaterChunkIsReportedByItsRowNumberInTheWholeTable() throws {
        let keys: [CellValue] = (1...10).map { $0 == 8 ? .null : .integer($0) }
        let notes = try Self.notes([Self.keyed("item", keys)], Chunking(sizes: [3], emptyChunks: true))
        #expect(
            notes.built == [
                "item: row 8 has an empty key field, so its key (item_id) is a plain index item_key_idx instead of a PRIMARY KEY"
            ])
        #expect(notes.built == notes.whole)
    }

    @Test func aKeyRepeatedInALaterChunkIsReported() throws {
        let keys: [CellValue] = [.integer(4), .integer(5), .integer(6), .integer(7), .integer(5), .null]
        let notes = try Self.notes([Self.keyed("item", keys)], Chunking(sizes: [3], emptyChunks: false))
        #expect(notes.built == ["item: rows repeat the key 5, so its key (item_id) is a plain index item_key_idx instead of a PRIMARY KEY"])
        #expect(notes.built == notes.whole)
    }

    @Test func whicheverFaultComesFirstInRowOrderIsReported() throws {
        let emptyFirst: [CellValue] = [.integer(1), .integer(2), .null, .integer(1)]
        let notes = try Self.notes([Self.keyed("item", emptyFirst)], Chunking(sizes: [2], emptyChunks: false))
        #expect(
            notes.built == [
                "item: row 3 has an empty key field, so its key (item_id) is a plain index item_key_idx instead of a PRIMARY KEY"
            ])
        #expect(notes.built == notes.whole)
    }

    @Test func aForeignKeyBrokenByRowsInSeveralChunksIsLeftOutWithItsCountAndFirstRow() throws {
        let parent = Self.keyed("club", (1...6).map { .integer($0) })
        let child = Table(
            name: "player",
            columns: [Column("player_id", .integer), Column("club_id", .integer), Column("former_club_id", .integer)],
            key: ["player_id"],
            foreignKeys: [
                ForeignKey(["club_id"], references: "club", ["club_id"]),
                ForeignKey(["former_club_id"], references: "club", ["club_id"])
            ],
            rows: (1...9).map { number -> [CellValue] in
                let club: CellValue =
                    number == 4 ? .integer(40) : number == 8 ? .integer(80) : number == 6 ? .null : .integer(number % 6 + 1)
                return [.integer(number), club, .integer(number % 6 + 1)]
            })
        let folder = try ScratchDirectory()
        let path = folder.file("clubs.sqlite")
        let summary = try Self.build([parent, child], Chunking(sizes: [2, 3], emptyChunks: true), to: path)
        #expect(summary.notes == ["player: no FOREIGN KEY (club_id) → club: 2 rows refer to keys club does not hold (first: 40)"])
        #expect(summary.notes == SQLiteSchemaPlanner([parent, child]).notes)
        let player = try #require(try SQLiteReadback.python(path).tables["player"])
        #expect(player.foreign_keys.map { [$0[2], $0[3], $0[4]] } == [[.text("club"), .text("former_club_id"), .text("club_id")]])
        #expect(player.rows.count == 9)
    }

    @Test func keysCompareAsCellValuesDoNotAsSQLiteComparesBytes() throws {
        // Swift finds these two strings equal (canonical equivalence); their bytes differ.
        let composed = "Jos\u{E9}"
        let decomposed = "Jose\u{301}"
        let texts = Self.keyed("name", [.text(composed), .text("Ana"), .text(decomposed)], type: .text)
        let nans = Self.keyed("rating", [.decimal(.nan), .decimal(.nan), .decimal(-0.0)], type: .decimal)
        let zeros = Self.keyed("zero", [.decimal(0.0), .decimal(-0.0)], type: .decimal)
        let notes = try Self.notes([texts, nans, zeros], Chunking(sizes: [1], emptyChunks: false))
        #expect(
            notes.built == [
                "name: rows repeat the key \(decomposed), so its key (name_id) is a plain index name_key_idx instead of a PRIMARY KEY",
                "zero: rows repeat the key -0.0, so its key (zero_id) is a plain index zero_key_idx instead of a PRIMARY KEY"
            ])
        #expect(notes.built == notes.whole)
    }

    @Test func theScratchFilesAreGoneAfterAFailedFinishAndWhenTheBuilderIsDropped() throws {
        let scratch = try ScratchDirectory("sqlite-scratch")
        let target = try ScratchDirectory()
        do {
            let builder = try SQLiteDatabaseBuilder(scratchDirectory: scratch.path)
            try builder.begin(SQLiteSampleTables.teams)
            let files = scratch.listing().filter { $0.contains("/") }.map { $0.split(separator: "/").last! }
            #expect(files == ["database.sqlite", "rows.sqlite"], "the database being built and the scratch rows, in the builder's folder")
            // A table named like the builder's own catalog makes finish fail halfway.
            try builder.begin(Table(name: "_columns", columns: [Column("x", .integer)], key: [], rows: [[.integer(1)]]))
            let error = try #require(throws: SQLiteError.self) { try builder.finish(to: target.file("football.sqlite")) }
            #expect(error.message == #"table "_columns" already exists"#)
            #expect(scratch.listing().isEmpty)
        }
        do {
            let builder = try SQLiteDatabaseBuilder(scratchDirectory: scratch.path)
            try builder.begin(SQLiteSampleTables.teams)
            #expect(scratch.listing().count == 3, "the builder's folder and its two files")
        }
        #expect(scratch.listing().isEmpty)
        #expect(target.listing().isEmpty)
    }

    @Test func aMissingScratchFolderIsAnErrorNamingIt() throws {
        let folder = try ScratchDirectory()
        let error = try #require(throws: SQLiteError.self) {
            _ = try SQLiteDatabaseBuilder(scratchDirectory: folder.file("missing"))
        }
        guard case .open(let path, _, _) = error else {
            Issue.record("expected an open error, got \(error)")
            return
        }
        #expect(path.hasPrefix(folder.file("missing/")))
        #expect(folder.listing().isEmpty)
    }
}
