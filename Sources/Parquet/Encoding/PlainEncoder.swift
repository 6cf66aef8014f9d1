/// PLAIN encoding of present values: numbers little-endian at fixed width, booleans one bit
/// each (low bit first), byte arrays as a 4-byte little-endian length and the bytes.
enum PlainEncoder {
    /// Appends `values[range]` PLAIN-encoded.
    static func append(_ values: ColumnSlice.Values, _ range: Range<Int>, to output: inout [UInt8]) {
        switch values {
        case .int32(let v): for value in v[range] { output.appendLittleEndian(value) }
        case .int64(let v): for value in v[range] { output.appendLittleEndian(value) }
        case .double(let v): for value in v[range] { output.appendLittleEndian(value) }
        case .byteArray(let v): for value in v[range] { appendByteArray(value, to: &output) }
        case .boolean(let v):
            var byte: UInt8 = 0
            for (position, value) in v[range].enumerated() {
                if value { byte |= 1 << (position % 8) }
                if position % 8 == 7 {
                    output.append(byte)
                    byte = 0
                }
            }
            if range.count % 8 != 0 { output.append(byte) }
        }
    }

    /// Appends one byte array: its length, then its bytes.
    static func appendByteArray(_ value: [UInt8], to output: inout [UInt8]) {
        output.appendLittleEndian(Int32(value.count))
        output.append(contentsOf: value)
    }

    /// The size in bits of value `index` when PLAIN-encoded, for cutting pages.
    static func bitSize(of values: ColumnSlice.Values, at index: Int) -> Int {
        switch values {
        case .int32: 32
        case .int64, .double: 64
        case .boolean: 1
        case .byteArray(let v): (4 + v[index].count) * 8
        }
    }
}
