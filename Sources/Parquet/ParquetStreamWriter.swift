package import Tabular

/// Writes one Parquet file from a table's rows handed over in chunks, so the table is never in
/// memory whole. Each call appends to a buffer the caller writes out and discards: the row groups
/// that are full, then, from `finish`, the last group and the footer. However the rows are split,
/// the bytes together equal `ParquetFileWriter.render` of the whole table.
///
/// After a call throws, the file is broken: discard it and the writer.
package struct ParquetStreamWriter: Sendable {
    package let tableName: String
    package let columns: [Column]
    package let options: ParquetWriterOptions
    private let types: [ParquetColumnType]
    /// Rows of the group not yet full, fewer than `options.rowsPerGroup`.
    private var heldRows: [[CellValue]] = []
    /// Rows already in emitted row groups.
    private var rowsWritten = 0
    /// Bytes emitted so far: the file offset of the next byte.
    private var bytesWritten = 0
    private var rowGroups: [FileMetadata.RowGroup] = []
    private var isFinished = false

    package init(tableName: String, columns: [Column], options: ParquetWriterOptions = ParquetWriterOptions()) {
        self.tableName = tableName
        self.columns = columns
        self.options = options
        self.types = columns.map { ParquetColumnType($0.type) }
    }

    /// Rows handed over but not yet written, waiting for their row group to fill.
    package var heldRowCount: Int { heldRows.count }

    /// Takes the next `rows` in table order (each as wide as `columns`) and appends to `output`
    /// every row group they complete, preceded by the file's leading magic if nothing came before.
    package mutating func append(_ rows: [[CellValue]], into output: inout [UInt8]) throws(ParquetError) {
        precondition(!isFinished, "parquet table \(tableName): rows appended after finish")
        let groupSize = options.rowsPerGroup
        var next = rows.startIndex
        if !heldRows.isEmpty {
            next = min(groupSize - heldRows.count, rows.count)
            heldRows += rows[..<next]
            guard heldRows.count == groupSize else { return }
            try writeGroup(heldRows[...], into: &output)
            heldRows.removeAll(keepingCapacity: true)
        }
        while rows.endIndex - next >= groupSize {
            try writeGroup(rows[next..<next + groupSize], into: &output)
            next += groupSize
        }
        heldRows += rows[next...]
    }

    /// Appends the rest of the file to `output`: the held rows as the last row group, the footer,
    /// its length and the closing magic. The writer takes no rows after this.
    package mutating func finish(into output: inout [UInt8]) throws(ParquetError) {
        precondition(!isFinished, "parquet table \(tableName): finished twice")
        isFinished = true
        if !heldRows.isEmpty {
            try writeGroup(heldRows[...], into: &output)
            heldRows = []
        }
        startFileIfNeeded(&output)
        let schema =
            [SchemaElement.root(name: "schema", columnCount: columns.count)]
            + zip(columns, types).map { SchemaElement.column($0.name, $1.physical, $1.logical) }
        var footer = CompactProtocolWriter()
        FileMetadata(
            schema: schema, rowCount: rowsWritten, rowGroups: rowGroups,
            createdBy: ParquetFileWriter.createdBy, columnCount: columns.count
        ).encode(into: &footer)
        output += footer.bytes
        output.appendLittleEndian(Int32(footer.bytes.count))
        output += Self.magic
        bytesWritten += footer.bytes.count + 4 + Self.magic.count
    }

    /// Appends one row group of `rows`, every column chunk in schema order, and records it for the footer.
    private mutating func writeGroup(_ rows: ArraySlice<[CellValue]>, into output: inout [UInt8]) throws(ParquetError) {
        startFileIfNeeded(&output)
        var chunks: [ColumnChunkMetadata] = []
        chunks.reserveCapacity(columns.count)
        for (index, column) in columns.enumerated() {
            let slice = try ColumnSlice(table: tableName, column: column, at: index, rows: rows, firstRow: rowsWritten)
            let writer = ColumnChunkWriter(
                tableName: tableName, columnName: column.name, physicalType: types[index].physical, options: options)
            let before = output.count
            chunks.append(try writer.write(slice, to: &output, at: bytesWritten))
            bytesWritten += output.count - before
        }
        rowGroups.append(FileMetadata.RowGroup(columns: chunks, rowCount: rows.count, ordinal: rowGroups.count))
        rowsWritten += rows.count
    }

    /// Appends the leading magic when nothing has been emitted yet.
    private mutating func startFileIfNeeded(_ output: inout [UInt8]) {
        guard bytesWritten == 0 else { return }
        output += Self.magic
        bytesWritten = Self.magic.count
    }

    /// `PAR1`: the first and last four bytes of every Parquet file.
    private static let magic: [UInt8] = Array("PAR1".utf8)
}
