import Tabular
import Testing

@testable import Parquet

/// Cells a Parquet column cannot hold are reported with table, column and row.
@Suite struct ParquetErrorTests {
    @Test func aCellOfTheWrongTypeNamesWhereItIs() {
        let table = Table(name: "t", columns: [Column("n", .integer)], key: [], rows: [[.integer(1)], [.text("x")]])
        #expect(throws: ParquetError.cellTypeMismatch(table: "t", column: "n", row: 1, expected: .integer)) {
            try ParquetFileWriter().render(table)
        }
    }

    @Test func aTimestampBeyondMillisecondsIsOutOfRange() {
        let table = Table(name: "t", columns: [Column("at", .timestamp)], key: [], rows: [[.timestamp(Int.max / 10)]])
        #expect(throws: ParquetError.valueOutOfRange(table: "t", column: "at", row: 0)) {
            try ParquetFileWriter().render(table)
        }
        #expect(ParquetError.valueOutOfRange(table: "t", column: "at", row: 0).description.contains("row 1"))
    }

    @Test func pagesCloseAtTheByteLimit() {
        let writer = ColumnChunkWriter(
            tableName: "t", columnName: "c", physicalType: .int64, options: ParquetWriterOptions(pageByteLimit: 16))
        let table = Table(
            name: "t", columns: [Column("c", .integer)], key: [], rows: [[.integer(1)], [.null], [.integer(2)], [.integer(3)], [.null]])
        let pages = writer.pages(
            of: try! ColumnSlice(table: "t", column: table.columns[0], at: 0, rows: table.rows[...], firstRow: 0), indexBits: nil)
        #expect(pages.map(\.rows) == [0..<3, 3..<5])
        #expect(pages.map(\.values) == [0..<2, 2..<3])
    }
}
