/// Thrift compact-protocol encoder for the structs Parquet's footer and page headers are made of:
/// ULEB128 varints, zigzag integers, field headers as deltas from the previous field id,
/// short-form list headers and nested structs.
struct CompactProtocolWriter {
    /// The encoded bytes so far.
    private(set) var bytes: [UInt8] = []
    /// The id of the last field written in each open struct, innermost last.
    private var lastFieldIDs: [Int16] = [0]

    init() {}

    // MARK: Primitives

    /// Appends an unsigned LEB128 varint: seven bits a byte, low bits first.
    mutating func writeVarint(_ value: UInt64) {
        bytes.appendVarint(value)
    }

    /// Appends a signed integer zigzag-encoded (0, -1, 1, -2 … → 0, 1, 2, 3 …) as a varint.
    mutating func writeZigzag(_ value: Int64) {
        writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// Appends a length-prefixed byte string.
    mutating func writeBinary(_ value: [UInt8]) {
        writeVarint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    // MARK: Fields

    /// Starts field `id` of the current struct: one byte when the id is 1–15 above the last one.
    mutating func writeFieldHeader(id: Int16, type: CompactType) {
        let delta = Int(id) - Int(lastFieldIDs[lastFieldIDs.count - 1])
        if (1...15).contains(delta) {
            bytes.append(UInt8(delta) << 4 | type.rawValue)
        } else {
            bytes.append(type.rawValue)
            writeZigzag(Int64(id))
        }
        lastFieldIDs[lastFieldIDs.count - 1] = id
    }

    /// A boolean field: the value is the field header's type.
    mutating func writeField(_ id: Int16, bool value: Bool) {
        writeFieldHeader(id: id, type: value ? .booleanTrue : .booleanFalse)
    }

    /// An i16 field.
    mutating func writeField(_ id: Int16, i16 value: Int16) {
        writeFieldHeader(id: id, type: .i16)
        writeZigzag(Int64(value))
    }

    /// An i32 (or enum) field.
    mutating func writeField(_ id: Int16, i32 value: Int32) {
        writeFieldHeader(id: id, type: .i32)
        writeZigzag(Int64(value))
    }

    /// An i64 field.
    mutating func writeField(_ id: Int16, i64 value: Int64) {
        writeFieldHeader(id: id, type: .i64)
        writeZigzag(value)
    }

    /// A binary (or UTF-8 string) field.
    mutating func writeField(_ id: Int16, binary value: [UInt8]) {
        writeFieldHeader(id: id, type: .binary)
        writeBinary(value)
    }

    /// A string field, as its UTF-8 bytes.
    mutating func writeField(_ id: Int16, string value: String) {
        writeField(id, binary: Array(value.utf8))
    }

    /// A struct field whose members `body` writes.
    mutating func writeField(_ id: Int16, struct body: (inout CompactProtocolWriter) -> Void) {
        writeFieldHeader(id: id, type: .structure)
        writeStruct(body)
    }

    /// A list field of `count` elements of `elementType`, which `body` then writes.
    mutating func writeField(_ id: Int16, listOf elementType: CompactType, count: Int, _ body: (inout CompactProtocolWriter) -> Void) {
        writeFieldHeader(id: id, type: .list)
        writeListHeader(elementType: elementType, count: count)
        body(&self)
    }

    // MARK: Containers

    /// A struct: its fields (ids counted afresh), then the stop byte.
    mutating func writeStruct(_ body: (inout CompactProtocolWriter) -> Void) {
        lastFieldIDs.append(0)
        body(&self)
        bytes.append(CompactType.stop.rawValue)
        lastFieldIDs.removeLast()
    }

    /// A list header: the size in the high nibble when under 15, else a varint after `0xF_`.
    mutating func writeListHeader(elementType: CompactType, count: Int) {
        if count < 15 {
            bytes.append(UInt8(count) << 4 | elementType.rawValue)
        } else {
            bytes.append(0xF0 | elementType.rawValue)
            writeVarint(UInt64(count))
        }
    }
}

/// The type nibble of a compact-protocol field or list element.
enum CompactType: UInt8 {
    case stop = 0
    case booleanTrue = 1
    case booleanFalse = 2
    case byte = 3
    case i16 = 4
    case i32 = 5
    case i64 = 6
    case double = 7
    case binary = 8
    case list = 9
    case set = 10
    case map = 11
    case structure = 12
}
