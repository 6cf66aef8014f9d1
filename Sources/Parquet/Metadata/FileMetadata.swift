/// The footer: schema, row groups and who wrote the file (`FileMetaData`).
struct FileMetadata {
    /// A group of rows: its column chunks in schema order.
    struct RowGroup {
        let columns: [ColumnChunkMetadata]
        let rowCount: Int
        let ordinal: Int
    }

    let schema: [SchemaElement]
    let rowCount: Int
    let rowGroups: [RowGroup]
    let createdBy: String
    /// Leaf columns, each of which gets the type-defined sort order for its statistics.
    let columnCount: Int

    func encode(into writer: inout CompactProtocolWriter) {
        writer.writeStruct { w in
            w.writeField(1, i32: 2)
            w.writeField(2, listOf: .structure, count: schema.count) { list in
                for element in schema { element.encode(into: &list) }
            }
            w.writeField(3, i64: Int64(rowCount))
            w.writeField(4, listOf: .structure, count: rowGroups.count) { list in
                for group in rowGroups { Self.encode(group, into: &list) }
            }
            w.writeField(6, string: createdBy)
            w.writeField(7, listOf: .structure, count: columnCount) { list in
                for _ in 0..<columnCount {
                    list.writeStruct { order in order.writeField(1, struct: { _ in }) }
                }
            }
        }
    }

    private static func encode(_ group: RowGroup, into writer: inout CompactProtocolWriter) {
        writer.writeStruct { w in
            w.writeField(1, listOf: .structure, count: group.columns.count) { list in
                for column in group.columns { column.encode(into: &list) }
            }
            w.writeField(2, i64: Int64(group.columns.reduce(0) { $0 + $1.uncompressedSize }))
            w.writeField(3, i64: Int64(group.rowCount))
            if let first = group.columns.first { w.writeField(5, i64: Int64(first.firstPageOffset)) }
            w.writeField(6, i64: Int64(group.columns.reduce(0) { $0 + $1.compressedSize }))
            if let ordinal = Int16(exactly: group.ordinal) { w.writeField(7, i16: ordinal) }
        }
    }
}
