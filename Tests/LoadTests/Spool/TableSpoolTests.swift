import FileIO
import Tabular
import Testing

@testable import Staging

@Suite struct TableSpoolTests {
    @Test func everyCellReadsBackEqualToTheOneSpooled() throws {
        let spool = try TableSpool()
        let table = SampleTables.cells
        try spool.add(table.with(rows: Array(table.rows.prefix(5))), leagueSeasonIndex: 0, placed: nil)
        try spool.add(
            table.with(rows: Array(table.rows.dropFirst(5))), leagueSeasonIndex: 1,
            placed: Array(repeating: true, count: table.rows.count - 5))
        let chunks = try #require(spool.chunks["cells"])
        #expect(chunks.map(\.leagueSeasonIndex) == [0, 1])
        let back = try chunks.flatMap { try spool.rows(of: $0) }
        #expect(back.count == table.rows.count)
        // NaN is the one value unequal to itself: compare its bits.
        for (read, written) in zip(back.joined(), table.rows.joined()) {
            if case .decimal(let a) = read, case .decimal(let b) = written {
                #expect(a.bitPattern == b.bitPattern)
            } else {
                #expect(read == written)
            }
        }
    }

    /// A killed run cannot leave the spool behind: its name is gone while it is still written.
    @Test func theSpoolHasNoNameOnDiskWhileInUse() throws {
        let spool = try TableSpool()
        try spool.add(SampleTables.cells, leagueSeasonIndex: 0, placed: nil)
        #expect(FileSystem.kind(of: spool.directoryForTests) == .missing)
        let chunk = try #require(spool.chunks["cells"]?.first)
        #expect(try spool.rows(of: chunk).count == SampleTables.cells.rows.count)
    }
}

@Suite struct SpooledTableTests {
    private static func chunk(_ spool: TableSpool, _ columns: [Column], _ rows: [[CellValue]], leagueSeasonIndex: Int) throws {
        try spool.add(
            Table(name: "stats", columns: columns, key: ["fixture_id"], rows: rows), leagueSeasonIndex: leagueSeasonIndex, placed: nil)
    }

    @Test func aColumnOnlyALaterChunkHasIsAddedInNameOrderAndEmptyBefore() throws {
        let spool = try TableSpool()
        let id = Column(PlacementColumn.fixtureID, .integer)
        let known = Column("shots", .integer)
        try Self.chunk(spool, [id, known, Column("x_b", .integer)], [[.integer(1), .integer(3), .integer(9)]], leagueSeasonIndex: 0)
        try Self.chunk(
            spool, [id, known, Column("x_a", .integer), Column("x_c", .integer)], [[.integer(2), .integer(4), .integer(5), .integer(6)]],
            leagueSeasonIndex: 1)
        let table = SpooledTable(try #require(spool.chunks["stats"]))
        #expect(table.header.columns.map(\.name) == ["fixture_id", "shots", "x_a", "x_b", "x_c"])
        let rows = try table.chunks.flatMap { table.conformed(try spool.rows(of: $0), of: $0) }
        #expect(
            rows == [
                [.integer(1), .integer(3), .null, .integer(9), .null],
                [.integer(2), .integer(4), .integer(5), .null, .integer(6)]
            ])
    }

    @Test func numbersWinAsInTheStatisticGridAndOtherMixesAreText() throws {
        let spool = try TableSpool()
        let id = Column(PlacementColumn.fixtureID, .integer)
        try Self.chunk(
            spool, [id, Column("xg", .integer), Column("note", .integer), Column("flag", .boolean)],
            [[.integer(1), .integer(2), .integer(7), .boolean(true)]], leagueSeasonIndex: 0)
        try Self.chunk(
            spool, [id, Column("xg", .decimal), Column("note", .text), Column("flag", .text)],
            [[.integer(2), .decimal(1.5), .text("n/a"), .text("yes")]], leagueSeasonIndex: 1)
        let table = SpooledTable(try #require(spool.chunks["stats"]))
        #expect(table.header.columns.map(\.type) == [.integer, .decimal, .integer, .text])
        let rows = try table.chunks.flatMap { table.conformed(try spool.rows(of: $0), of: $0) }
        #expect(
            rows == [
                [.integer(1), .decimal(2), .integer(7), .text("true")],
                [.integer(2), .decimal(1.5), .null, .text("yes")]
            ])
    }

    /// Judged by the header Load's writers receive: a widened column keeps its display label.
    @Test func aWidenedColumnKeepsItsLabel() throws {
        let spool = try TableSpool()
        let id = Column(PlacementColumn.fixtureID, .integer, label: "Fixture ID")
        try Self.chunk(spool, [id, Column("expected_goals", .integer, label: "xG")], [[.integer(1), .integer(2)]], leagueSeasonIndex: 0)
        try Self.chunk(spool, [id, Column("expected_goals", .decimal, label: "xG")], [[.integer(2), .decimal(1.5)]], leagueSeasonIndex: 1)
        let table = SpooledTable(try #require(spool.chunks["stats"]))
        #expect(table.header.columns.map(\.type) == [.integer, .decimal])
        #expect(table.header.columns.map(\.label) == ["Fixture ID", "xG"])
    }

    /// Judged by the header Load's database sinks receive: the renames the catalog recorded.
    @Test func theSpooledHeaderKeepsTheTablesRenames() throws {
        let spool = try TableSpool()
        let rename = ColumnRename(old: "group", new: "group_name", since: "0.2.0")
        let table = Table(name: "standings", columns: [Column("group_name", .text)], key: [], renames: [rename], rows: [[.text("A")]])
        try spool.add(table, leagueSeasonIndex: 0, placed: nil)
        #expect(SpooledTable(try #require(spool.chunks["standings"])).header.renames == [rename])
    }

    @Test func chunksThatAgreeKeepTheirColumnsAndRows() throws {
        let spool = try TableSpool()
        let columns = [Column(PlacementColumn.fixtureID, .integer), Column("shots", .integer)]
        try Self.chunk(spool, columns, [[.integer(1), .integer(3)]], leagueSeasonIndex: 0)
        try Self.chunk(spool, columns, [[.integer(2), .null]], leagueSeasonIndex: 1)
        let table = SpooledTable(try #require(spool.chunks["stats"]))
        #expect(table.header.columns == columns)
    }
}
