/// The header before every page: its kind, sizes, and the kind-specific header.
struct PageHeader {
    /// What follows the common fields.
    enum Kind {
        /// A v1 data page of `valueCount` values (nulls included) in `encoding`, levels in RLE.
        case data(valueCount: Int, encoding: Encoding)
        /// A dictionary page of `entryCount` PLAIN values.
        case dictionary(entryCount: Int)
    }

    let kind: Kind
    let uncompressedSize: Int
    let compressedSize: Int

    func encode(into writer: inout CompactProtocolWriter) {
        writer.writeStruct { w in
            switch kind {
            case .data(let valueCount, let encoding):
                w.writeField(1, i32: PageType.dataPage.rawValue)
                w.writeField(2, i32: Int32(uncompressedSize))
                w.writeField(3, i32: Int32(compressedSize))
                w.writeField(
                    5,
                    struct: { data in
                        data.writeField(1, i32: Int32(valueCount))
                        data.writeField(2, i32: encoding.rawValue)
                        data.writeField(3, i32: Encoding.rle.rawValue)
                        data.writeField(4, i32: Encoding.rle.rawValue)
                    })
            case .dictionary(let entryCount):
                w.writeField(1, i32: PageType.dictionaryPage.rawValue)
                w.writeField(2, i32: Int32(uncompressedSize))
                w.writeField(3, i32: Int32(compressedSize))
                w.writeField(
                    7,
                    struct: { dictionary in
                        dictionary.writeField(1, i32: Int32(entryCount))
                        dictionary.writeField(2, i32: Encoding.plain.rawValue)
                    })
            }
        }
    }
}
