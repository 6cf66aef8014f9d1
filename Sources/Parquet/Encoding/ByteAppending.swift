/// Byte appends shared by the encoders: fixed-width little-endian (PLAIN numbers, length
/// prefixes) and ULEB128 varints (Thrift integers, hybrid run headers).
extension Array where Element == UInt8 {
    /// Appends the four bytes of `value`, low byte first.
    mutating func appendLittleEndian(_ value: Int32) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    /// Appends the eight bytes of `value`, low byte first.
    mutating func appendLittleEndian(_ value: Int64) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    /// Appends the IEEE 754 bits of `value`, low byte first.
    mutating func appendLittleEndian(_ value: Double) {
        appendLittleEndian(Int64(bitPattern: value.bitPattern))
    }

    /// Appends an unsigned LEB128 varint: seven bits a byte, low bits first.
    mutating func appendVarint(_ value: UInt64) {
        var remaining = value
        while remaining >= 0x80 {
            append(UInt8(truncatingIfNeeded: remaining) | 0x80)
            remaining >>= 7
        }
        append(UInt8(remaining))
    }
}
