package import Tabular

/// Renders one `Table` as the bytes of one Parquet file: a flat schema of optional columns,
/// row groups of at most `options.rowsPerGroup` rows, and a Thrift compact footer with
/// per-chunk statistics. The same table and options always give the same bytes. It is
/// `ParquetStreamWriter` handed the whole table as one chunk.
package struct ParquetFileWriter: Sendable {
    /// The `created_by` of every file: fixed, so output does not depend on when or where it ran.
    package static let createdBy = "football-etl version 1.0.0 (parquet writer)"

    package var options: ParquetWriterOptions

    package init(options: ParquetWriterOptions = ParquetWriterOptions()) {
        self.options = options
    }

    /// The complete file for `table`.
    package func render(_ table: Table) throws(ParquetError) -> [UInt8] {
        var output: [UInt8] = []
        try write(table, into: &output)
        return output
    }

    /// Appends the complete file for `table` to `output` (offsets count from where it starts).
    /// After a throw, `output` may end in part of a file.
    package func write(_ table: Table, into output: inout [UInt8]) throws(ParquetError) {
        var stream = ParquetStreamWriter(tableName: table.name, columns: table.columns, options: options)
        try stream.append(table.rows, into: &output)
        try stream.finish(into: &output)
    }
}
