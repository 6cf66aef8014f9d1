import PipelineSpec
import Tabular
import Testing

@testable import Staging
@testable import TableFiles

/// A streaming run writes each table file from chunks of rows, one per league-season: the
/// bytes must be those of the whole table, however the rows are split.
@Suite struct ChunkedTableWriterTests {
    /// Every way the tests split the sample rows: one chunk, one row a chunk, empty chunks between.
    private static func splits(_ rows: [[CellValue]]) -> [[[[CellValue]]]] {
        [
            [rows],
            rows.map { [$0] },
            [[]] + rows.map { [$0] } + [[]],
            [Array(rows.prefix(2)), [], Array(rows.dropFirst(2))]
        ]
    }

    private static func chunked(_ writer: any TableWriter, _ table: Table, _ chunks: [[[CellValue]]]) -> [UInt8] {
        var encoder = writer.encoder(for: table.with(rows: []))
        var bytes: [UInt8] = []
        for chunk in chunks {
            var piece: [UInt8] = []
            encoder.append(chunk, into: &piece)
            bytes += piece
        }
        encoder.finish(into: &bytes)
        return bytes
    }

    static let writers: [any TableWriter] = [
        CSVTableWriter(), CSVTableWriter(dialect: .init(byteOrderMark: true)), NDJSONTableWriter(), ParquetTableWriter()
    ]

    @Test(arguments: writers.indices)
    func chunksGiveTheWholeTablesBytes(writer: Int) {
        let table = SampleTables.cells
        #expect(table.rows.count >= 3)
        for split in Self.splits(table.rows) {
            #expect(Self.chunked(Self.writers[writer], table, split) == Self.writers[writer].render(table))
        }
    }

    @Test(arguments: writers.indices)
    func aTableWithNoChunksIsItsEmptyFile(writer: Int) {
        let empty = SampleTables.cells.with(rows: [])
        #expect(Self.chunked(Self.writers[writer], SampleTables.cells, []) == Self.writers[writer].render(empty))
    }
}
