import LibZstd

/// Writes one column's pages for one row group: a dictionary page when the text rule picks
/// one, then v1 data pages of bounded size, each holding length-prefixed definition levels
/// and the values (PLAIN, or dictionary indices).
struct ColumnChunkWriter {
    let tableName: String
    let columnName: String
    let physicalType: PhysicalType
    let options: ParquetWriterOptions

    /// Appends the chunk's pages to `output` and describes them; `fileOffset` is where in the
    /// file the first appended byte lands (the caller may hand a fresh buffer per row group).
    func write(_ slice: ColumnSlice, to output: inout [UInt8], at fileOffset: Int) throws(ParquetError) -> ColumnChunkMetadata {
        let start = output.count
        var uncompressedSize = 0
        var dictionary: TextDictionary?
        if case .byteArray(let values) = slice.values { dictionary = TextDictionary(values, options: options) }
        if let dictionary {
            uncompressedSize += try appendPage(.dictionary(entryCount: dictionary.entries.count), dictionary.pageBody, to: &output)
        }
        let dataPageOffset = fileOffset + output.count - start
        let valueEncoding: Encoding = dictionary == nil ? .plain : .rleDictionary
        for page in pages(of: slice, indexBits: dictionary?.bitWidth) {
            var body = Self.levelsSection(Array(slice.levels[page.rows]))
            if let dictionary {
                body.append(UInt8(dictionary.bitWidth))
                body += HybridEncoder.encode(Array(dictionary.indices[page.values]), bitWidth: dictionary.bitWidth)
            } else {
                PlainEncoder.append(slice.values, page.values, to: &body)
            }
            uncompressedSize += try appendPage(.data(valueCount: page.rows.count, encoding: valueEncoding), body, to: &output)
        }
        return ColumnChunkMetadata(
            physicalType: physicalType, encodings: Array(Set([.plain, .rle, valueEncoding])).sorted(),
            columnName: columnName, compression: options.compression, valueCount: slice.levels.count,
            uncompressedSize: uncompressedSize, compressedSize: output.count - start,
            dataPageOffset: dataPageOffset, dictionaryPageOffset: dictionary == nil ? nil : fileOffset,
            statistics: StatisticsBuilder.statistics(of: slice)
        )
    }

    /// The rows and present values of one data page.
    struct PageRange {
        let rows: Range<Int>
        let values: Range<Int>
    }

    /// Consecutive pages covering every row, each closed once its values reach the byte limit.
    /// `indexBits` is the width of a dictionary index when values are dictionary-encoded.
    func pages(of slice: ColumnSlice, indexBits: Int?) -> [PageRange] {
        var pages: [PageRange] = []
        var firstRow = 0
        var firstValue = 0
        var value = 0
        var bits = 0
        for row in slice.levels.indices {
            if slice.levels[row] == 1 {
                bits += indexBits ?? PlainEncoder.bitSize(of: slice.values, at: value)
                value += 1
            }
            if bits >= options.pageByteLimit * 8 || row == slice.levels.count - 1 {
                pages.append(PageRange(rows: firstRow..<row + 1, values: firstValue..<value))
                firstRow = row + 1
                firstValue = value
                bits = 0
            }
        }
        return pages
    }

    /// Definition levels as a v1 data page holds them: a 4-byte length, then the hybrid encoding.
    static func levelsSection(_ levels: [UInt32]) -> [UInt8] {
        let encoded = HybridEncoder.encode(levels, bitWidth: 1)
        var section: [UInt8] = []
        section.reserveCapacity(4 + encoded.count)
        section.appendLittleEndian(Int32(encoded.count))
        return section + encoded
    }

    /// Appends a page header and the (compressed) body; returns the page's uncompressed size
    /// with its header, as column metadata counts it.
    private func appendPage(_ kind: PageHeader.Kind, _ body: [UInt8], to output: inout [UInt8]) throws(ParquetError) -> Int {
        guard body.count <= Int32.max else { throw .pageTooLarge(table: tableName, column: columnName, bytes: body.count) }
        let stored: [UInt8]
        switch options.compression {
        case .uncompressed: stored = body
        case .zstd:
            do { stored = try Zstd.compress(body, level: options.zstdLevel) } catch {
                throw .compression(table: tableName, column: columnName, error)
            }
        }
        guard stored.count <= Int32.max else { throw .pageTooLarge(table: tableName, column: columnName, bytes: stored.count) }
        var header = CompactProtocolWriter()
        PageHeader(kind: kind, uncompressedSize: body.count, compressedSize: stored.count).encode(into: &header)
        output += header.bytes
        output += stored
        return header.bytes.count + body.count
    }
}
