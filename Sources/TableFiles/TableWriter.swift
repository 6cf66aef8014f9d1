package import PipelineSpec
package import Staging
package import Tabular

/// Renders a table as the bytes of one file format, whole or a chunk of rows at a time.
package protocol TableWriter: Sendable {
    /// The format this writer produces.
    var format: OutputFormat { get }
    /// How a CSV writer spells its files, so check mode reads them back the same way; nil otherwise.
    var csvDialect: CSVDialect? { get }
    /// An encoder for one file of a table with `header`'s name and columns (its rows are ignored).
    func encoder(for header: Table) -> any TableFileEncoder
}

/// Writes one table file from consecutive chunks of its rows. The bytes of every call together
/// equal the file of the whole table, however the rows are split, so a streaming run writes the
/// same files as one holding every row.
package protocol TableFileEncoder {
    /// Appends the bytes for the next rows; the first call also appends the file's start.
    mutating func append(_ rows: [[CellValue]], into buffer: inout [UInt8])
    /// Appends the file's end (and its start, when no call came before).
    mutating func finish(into buffer: inout [UInt8])
}

extension TableWriter {
    package var csvDialect: CSVDialect? { nil }

    /// Appends the complete file for `table` to `buffer`.
    package func write(_ table: Table, into buffer: inout [UInt8]) {
        var encoder = encoder(for: table)
        encoder.append(table.rows, into: &buffer)
        encoder.finish(into: &buffer)
    }

    /// The complete file for `table`.
    package func render(_ table: Table) -> [UInt8] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(64 + table.rows.count * max(table.columns.count, 1) * 8)
        write(table, into: &buffer)
        return buffer
    }
}
