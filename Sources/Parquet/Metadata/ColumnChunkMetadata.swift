/// Where one column's pages in one row group are, and what they hold (`ColumnChunk` with its
/// `ColumnMetaData`).
struct ColumnChunkMetadata {
    let physicalType: PhysicalType
    /// Every encoding used by the chunk's pages and levels, ascending.
    let encodings: [Encoding]
    let columnName: String
    let compression: ParquetCompression
    let valueCount: Int
    let uncompressedSize: Int
    let compressedSize: Int
    let dataPageOffset: Int
    let dictionaryPageOffset: Int?
    let statistics: ColumnStatistics

    /// The offset of the chunk's first page.
    var firstPageOffset: Int { dictionaryPageOffset ?? dataPageOffset }

    func encode(into writer: inout CompactProtocolWriter) {
        writer.writeStruct { chunk in
            chunk.writeField(2, i64: 0)
            chunk.writeField(
                3,
                struct: { meta in
                    meta.writeField(1, i32: physicalType.rawValue)
                    meta.writeField(2, listOf: .i32, count: encodings.count) { list in
                        for encoding in encodings { list.writeZigzag(Int64(encoding.rawValue)) }
                    }
                    meta.writeField(3, listOf: .binary, count: 1) { list in list.writeBinary(Array(columnName.utf8)) }
                    meta.writeField(4, i32: compression.rawValue)
                    meta.writeField(5, i64: Int64(valueCount))
                    meta.writeField(6, i64: Int64(uncompressedSize))
                    meta.writeField(7, i64: Int64(compressedSize))
                    meta.writeField(9, i64: Int64(dataPageOffset))
                    if let dictionaryPageOffset { meta.writeField(11, i64: Int64(dictionaryPageOffset)) }
                    meta.writeFieldHeader(id: 12, type: .structure)
                    statistics.encode(into: &meta)
                })
        }
    }
}
