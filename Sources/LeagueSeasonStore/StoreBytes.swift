/// Appends the store's fields: little-endian integers, length-prefixed texts and bytes. What
/// `StoreReader` reads back, field for field in the same order.
package struct StoreWriter {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func integer(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    package mutating func flag(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    package mutating func text(_ value: String) {
        raw(Array(value.utf8))
    }

    package mutating func optionalText(_ value: String?) {
        flag(value != nil)
        if let value { text(value) }
    }

    package mutating func optionalInteger(_ value: Int?) {
        flag(value != nil)
        if let value { integer(value) }
    }

    package mutating func texts(_ values: [String]) {
        integer(values.count)
        for value in values { text(value) }
    }

    /// A map of texts, by key ascending (the same bytes whatever order it was built in).
    package mutating func textMap(_ values: [String: String]) {
        integer(values.count)
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            text(key)
            text(value)
        }
    }

    /// Bytes with their length before them.
    package mutating func raw(_ value: [UInt8]) {
        integer(value.count)
        bytes.append(contentsOf: value)
    }
}

/// Reads what a `StoreWriter` wrote; any read past the end, or a length that cannot be, throws.
package struct StoreReader {
    /// The bytes end before a field does, or a field holds what it cannot.
    package struct Malformed: Error, Equatable {
        package let reason: String

        package init(reason: String) {
            self.reason = reason
        }
    }

    private let bytes: [UInt8]
    private var offset = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    package var isAtEnd: Bool { offset == bytes.count }

    package mutating func integer() throws(Malformed) -> Int {
        let slice = try take(8)
        var value: UInt64 = 0
        for (shift, byte) in slice.enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
        return Int(Int64(bitPattern: value))
    }

    package mutating func flag() throws(Malformed) -> Bool {
        let byte = try take(1).first ?? 0
        guard byte <= 1 else { throw Malformed(reason: "flag byte \(byte)") }
        return byte == 1
    }

    package mutating func text() throws(Malformed) -> String {
        String(decoding: try raw(), as: UTF8.self)
    }

    package mutating func optionalText() throws(Malformed) -> String? {
        try flag() ? try text() : nil
    }

    package mutating func optionalInteger() throws(Malformed) -> Int? {
        try flag() ? try integer() : nil
    }

    package mutating func texts() throws(Malformed) -> [String] {
        try (0..<count()).map { _ throws(Malformed) in try text() }
    }

    package mutating func textMap() throws(Malformed) -> [String: String] {
        var map: [String: String] = [:]
        for _ in 0..<(try count()) { map[try text()] = try text() }
        return map
    }

    package mutating func raw() throws(Malformed) -> [UInt8] {
        Array(try take(try count()))
    }

    /// A count of following items, which cannot exceed the bytes left.
    package mutating func count() throws(Malformed) -> Int {
        let value = try integer()
        guard value >= 0, value <= bytes.count - offset else { throw Malformed(reason: "count \(value) at byte \(offset)") }
        return value
    }

    private mutating func take(_ count: Int) throws(Malformed) -> ArraySlice<UInt8> {
        guard count <= bytes.count - offset else { throw Malformed(reason: "ends at byte \(bytes.count), needs \(offset + count)") }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}
