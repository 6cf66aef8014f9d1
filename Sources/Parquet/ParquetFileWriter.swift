package import Tabular

/// Renders one `Table` as the bytes of one Parquet file: a flat schema of optional columns,
/// row groups of at most `options.rowsPerGroup` rows, and a Thrift compact footer with
/// per-chunk statistics. The same table and options always give the same bytes.
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
    package func write(_ table: Table, into output: inout [UInt8]) throws(ParquetError) {
        var file = Array(Self.magic)
        let types = table.columns.map { ParquetColumnType($0.type) }
        var rowGroups: [FileMetadata.RowGroup] = []
        for (ordinal, firstRow) in stride(from: 0, to: table.rows.count, by: options.rowsPerGroup).enumerated() {
            let rows = firstRow..<min(firstRow + options.rowsPerGroup, table.rows.count)
            var chunks: [ColumnChunkMetadata] = []
            for (index, column) in table.columns.enumerated() {
                let writer = ColumnChunkWriter(
                    tableName: table.name, columnName: column.name, physicalType: types[index].physical, options: options)
                chunks.append(try writer.write(try ColumnSlice(table, column: index, rows: rows), to: &file))
            }
            rowGroups.append(FileMetadata.RowGroup(columns: chunks, rowCount: rows.count, ordinal: ordinal))
        }
        let schema = [SchemaElement.root(name: "schema", columnCount: table.columns.count)]
            + zip(table.columns, types).map { SchemaElement.column($0.name, $1.physical, $1.logical) }
        var footer = CompactProtocolWriter()
        FileMetadata(
            schema: schema, rowCount: table.rows.count, rowGroups: rowGroups,
            createdBy: Self.createdBy, columnCount: table.columns.count
        ).encode(into: &footer)
        file += footer.bytes
        file.appendLittleEndian(Int32(footer.bytes.count))
        file += Self.magic
        output += file
    }

    /// `PAR1`: the first and last four bytes of every Parquet file.
    private static let magic: [UInt8] = Array("PAR1".utf8)
}
