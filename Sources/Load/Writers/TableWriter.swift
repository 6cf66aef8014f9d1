package import PipelineSpec
package import Tabular

/// Renders a whole table as the bytes of one file format.
package protocol TableWriter: Sendable {
    /// The format this writer produces.
    var format: OutputFormat { get }
    /// Appends the complete file for `table` to `buffer`.
    func write(_ table: Table, into buffer: inout [UInt8])
    /// How a CSV writer spells its files, so check mode reads them back the same way; nil otherwise.
    var csvDialect: CSVDialect? { get }
}

extension TableWriter {
    package var csvDialect: CSVDialect? { nil }

    /// The complete file for `table`.
    package func render(_ table: Table) -> [UInt8] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(64 + table.rows.count * max(table.columns.count, 1) * 8)
        write(table, into: &buffer)
        return buffer
    }
}
