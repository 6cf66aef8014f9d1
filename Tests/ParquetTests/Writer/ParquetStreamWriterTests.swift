import Parquet
import Tabular
import TestSupport
import Testing

/// Rows streamed in chunks of any size give the whole-table writer's bytes, and the writer
/// holds fewer rows than a row group between calls.
@Suite struct ParquetStreamWriterTests {
    /// A table and the options to write it with.
    struct Case: Sendable, CustomTestStringConvertible {
        let table: Table
        let options: ParquetWriterOptions

        var testDescription: String { "\(table.name), \(options.compression), groups of \(options.rowsPerGroup)" }
    }

    static let cases: [Case] = [
        Case(table: SampleTables.small, options: ParquetWriterOptions(rowsPerGroup: 3)),
        Case(table: SampleTables.small, options: ParquetWriterOptions(compression: .uncompressed, rowsPerGroup: 2)),
        Case(table: SampleTables.everyType, options: ParquetWriterOptions(rowsPerGroup: 3)),
        Case(table: SampleTables.everyType, options: ParquetWriterOptions(compression: .uncompressed, rowsPerGroup: 3)),
        Case(table: SampleTables.empty, options: ParquetWriterOptions()),
        Case(table: SampleTables.empty, options: ParquetWriterOptions(compression: .uncompressed, rowsPerGroup: 1)),
        Case(table: SampleTables.events(count: 50), options: ParquetGoldenTests.smallGroups),
        Case(table: SampleTables.events(count: 100), options: ParquetWriterOptions(rowsPerGroup: 16, pageByteLimit: 256)),
        Case(table: SampleTables.events(count: 2_000), options: ParquetWriterOptions())
    ]

    /// Chunk sizes, repeated until the rows run out: one chunk, single rows, empty chunks, each
    /// side of a group boundary, and a mix that crosses several groups at once.
    static func splits(rowsPerGroup size: Int) -> [[Int]] {
        [[Int.max], [1], [0, 1, 0], [size - 1], [size], [size + 1], [size - 1, 0, 2, size + 1, 1, 2 * size + 1]]
    }

    @Test(arguments: cases)
    func everySplitGivesTheWholeTableBytes(_ testCase: Case) throws {
        let whole = try ParquetFileWriter(options: testCase.options).render(testCase.table)
        for sizes in Self.splits(rowsPerGroup: testCase.options.rowsPerGroup) {
            let streamed = try Self.stream(testCase, sizes: sizes)
            let difference = zip(streamed, whole).enumerated().first { $1.0 != $1.1 }?.offset ?? min(streamed.count, whole.count)
            let same = streamed == whole
            #expect(same, "split \(sizes): \(streamed.count) bytes against \(whole.count), first difference at \(difference)")
        }
    }

    /// The whole-table bytes are the ones the earlier whole-table writer pinned for several groups.
    @Test func streamedMultiGroupFileMatchesTheGolden() throws {
        let testCase = Case(table: SampleTables.events(count: 50), options: ParquetGoldenTests.smallGroups)
        let streamed = try Self.stream(testCase, sizes: [5, 0, 17, 1])
        GoldenFile.expectMatches(streamed, named: "events_groups_uncompressed.parquet", in: ParquetGoldenTests.golden)
    }

    @Test func holdsOnlyTheRowsOfTheUnfinishedGroup() throws {
        let table = SampleTables.events(count: 13)
        var writer = ParquetStreamWriter(
            tableName: table.name, columns: table.columns, options: ParquetWriterOptions(compression: .uncompressed, rowsPerGroup: 3))
        var output: [UInt8] = []
        try writer.append(Array(table.rows[0..<2]), into: &output)
        try writer.append([], into: &output)
        #expect(writer.heldRowCount == 2 && output.isEmpty)
        try writer.append(Array(table.rows[2..<3]), into: &output)
        #expect(writer.heldRowCount == 0 && output.starts(with: Self.magic))
        output = []
        try writer.append(Array(table.rows[3..<13]), into: &output)
        #expect(writer.heldRowCount == 1 && !output.isEmpty && !output.starts(with: Self.magic))
        output = []
        try writer.finish(into: &output)
        #expect(writer.heldRowCount == 0 && Array(output.suffix(4)) == Self.magic)
    }

    /// Each buffer may already hold bytes: file offsets count what the writer emitted, not the buffer.
    @Test func offsetsCountTheEmittedBytesNotTheBuffer() throws {
        let table = SampleTables.events(count: 100)
        let options = ParquetWriterOptions(rowsPerGroup: 16, pageByteLimit: 256)
        var writer = ParquetStreamWriter(tableName: table.name, columns: table.columns, options: options)
        let junk: [UInt8] = [0xAB, 0xCD, 0xEF]
        var file: [UInt8] = []
        for chunk in Self.chunks(of: table.rows, sizes: [7, 30]) + [[]] {
            var output = junk
            try writer.append(chunk, into: &output)
            #expect(output.starts(with: junk))
            file += output.dropFirst(junk.count)
        }
        var output = junk
        try writer.finish(into: &output)
        file += output.dropFirst(junk.count)
        #expect(file == (try ParquetFileWriter(options: options).render(table)))
    }

    @Test func errorsNameTheTableRowWhicheverChunkItCameIn() throws {
        let columns = [Column("n", .integer)]
        let options = ParquetWriterOptions(rowsPerGroup: 3)
        let bad = ParquetError.cellTypeMismatch(table: "t", column: "n", row: 7, expected: .integer)
        let rows: [[CellValue]] = (0..<9).map { $0 == 7 ? [.text("x")] : [.integer($0)] }
        var inFullGroup = ParquetStreamWriter(tableName: "t", columns: columns, options: options)
        var output: [UInt8] = []
        try inFullGroup.append(Array(rows[0..<1]), into: &output)
        #expect(throws: bad) { try inFullGroup.append(Array(rows[1...]), into: &output) }
        var inLastGroup = ParquetStreamWriter(tableName: "t", columns: columns, options: options)
        try inLastGroup.append(Array(rows[0..<6]), into: &output)
        try inLastGroup.append(Array(rows[6..<8]), into: &output)
        #expect(throws: bad) { try inLastGroup.finish(into: &output) }
    }

    /// The file `testCase` streams in chunks of `sizes`, each call handed a fresh buffer; checks
    /// after every call that fewer rows than a group are held.
    static func stream(_ testCase: Case, sizes: [Int]) throws -> [UInt8] {
        let table = testCase.table
        var writer = ParquetStreamWriter(tableName: table.name, columns: table.columns, options: testCase.options)
        var file: [UInt8] = []
        for chunk in chunks(of: table.rows, sizes: sizes) {
            var output: [UInt8] = []
            try writer.append(chunk, into: &output)
            #expect(writer.heldRowCount < testCase.options.rowsPerGroup)
            file += output
        }
        var output: [UInt8] = []
        try writer.finish(into: &output)
        #expect(writer.heldRowCount == 0)
        return file + output
    }

    /// Consecutive chunks of `rows` whose sizes cycle through `sizes` (at least one chunk).
    static func chunks(of rows: [[CellValue]], sizes: [Int]) -> [[[CellValue]]] {
        var chunks: [[[CellValue]]] = []
        var start = 0
        repeat {
            let end = start + min(sizes[chunks.count % sizes.count], rows.count - start)
            chunks.append(Array(rows[start..<end]))
            start = end
        } while start < rows.count
        return chunks
    }

    static let magic = Array("PAR1".utf8)
}
