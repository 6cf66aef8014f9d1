/// Parquet's physical storage types (the `Type` enum of the format's Thrift definition).
enum PhysicalType: Int32 {
    case boolean = 0
    case int32 = 1
    case int64 = 2
    case double = 5
    case byteArray = 6
}

/// Value and level encodings used by this writer.
enum Encoding: Int32, Comparable {
    case plain = 0
    /// RLE/bit-packed hybrid: definition levels.
    case rle = 3
    /// Dictionary indices in a data page (the dictionary page itself is `plain`).
    case rleDictionary = 8

    static func < (a: Encoding, b: Encoding) -> Bool { a.rawValue < b.rawValue }
}

/// How page bodies are compressed.
package enum ParquetCompression: Int32, Sendable, Hashable, CaseIterable {
    case uncompressed = 0
    case zstd = 6
}

/// The kind of a page, in its header.
enum PageType: Int32 {
    case dataPage = 0
    case dictionaryPage = 2
}

/// The legacy type annotation older readers look for beside the logical type.
enum ConvertedType: Int32 {
    case utf8 = 0
    case date = 6
    case timestampMillis = 9
}

/// The repetition of a schema field; every column this writer makes is optional.
enum Repetition: Int32 {
    case required = 0
    case optional = 1
}

/// The logical type annotating a column's physical type.
enum LogicalType: Equatable {
    case string
    case date
    /// Milliseconds since the Unix epoch, UTC.
    case timestampMillisUTC
    /// Milliseconds since 1970-01-01T00:00:00 on a local clock (`isAdjustedToUTC` false).
    case timestampMillisLocal

    /// Writes the `LogicalType` union: one member struct set.
    func encode(into writer: inout CompactProtocolWriter) {
        writer.writeStruct { w in
            switch self {
            case .string: w.writeField(1, struct: { _ in })
            case .date: w.writeField(6, struct: { _ in })
            case .timestampMillisUTC: Self.encodeMillis(adjustedToUTC: true, into: &w)
            case .timestampMillisLocal: Self.encodeMillis(adjustedToUTC: false, into: &w)
            }
        }
    }

    /// `TimestampType { isAdjustedToUTC, unit: MILLIS }` as the union's member 8.
    private static func encodeMillis(adjustedToUTC: Bool, into writer: inout CompactProtocolWriter) {
        writer.writeField(
            8,
            struct: { timestamp in
                timestamp.writeField(1, bool: adjustedToUTC)
                timestamp.writeField(2, struct: { unit in unit.writeField(1, struct: { _ in }) })
            })
    }

    /// The converted type that must accompany this logical type; none for a local timestamp, whose
    /// legacy `TIMESTAMP_MILLIS` would tell older readers it is UTC.
    var convertedType: ConvertedType? {
        switch self {
        case .string: .utf8
        case .date: .date
        case .timestampMillisUTC: .timestampMillis
        case .timestampMillisLocal: nil
        }
    }
}
