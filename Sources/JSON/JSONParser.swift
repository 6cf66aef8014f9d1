/// Parses JSON bytes into a `JSONValue`, keeping key order and number literals.
/// A byte-level recursive-descent parser: no trial decoding, no Foundation. A first pass
/// (`JSONSizeScan`) counts every container's items, so each is allocated once at its size, and
/// refuses a document whose values would take more than `JSONSizeScan.memoryPerByte` times its
/// bytes in memory. Strict RFC 8259: invalid UTF-8, duplicate keys, leading zeros and nesting
/// deeper than `JSONParser.maximumDepth` are errors, never repaired.
package struct JSONParser {
    /// How deeply arrays and objects may nest; deeper input is refused before it can exhaust the stack.
    package static let maximumDepth = 512

    /// Parses one JSON document (surrounding whitespace allowed; a UTF-8 BOM is skipped).
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            var parser = JSONCursor(bytes: buffer, counts: try JSONSizeScan(buffer).counts)
            if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { parser.index = 3 }
            parser.skipWhitespace()
            let value = try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            guard parser.index == buffer.count else { throw parser.error("unexpected text after the JSON value") }
            return value
        }
    }

    /// Parses a string's UTF-8.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// The parser's position in the input and the item counts of the containers ahead.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Item counts of the arrays and objects, in the order they open (`JSONSizeScan`); each
    /// container's array is allocated once at its count instead of growing while it is read.
    private let counts: [UInt32]
    private var nextCount = 0

    /// Objects up to this many keys look for a repeated key by comparing; larger ones hash.
    private static let linearKeyCheckLimit = 16

    init(bytes: UnsafeBufferPointer<UInt8>, counts: [UInt32] = []) {
        self.bytes = bytes
        self.counts = counts
    }

    /// The item count of the container opening now; 0 (grow as read) past the scanned ones.
    private mutating func takeCount() -> Int {
        defer { nextCount += 1 }
        return nextCount < counts.count ? Int(counts[nextCount]) : 0
    }

    /// An error at the current position.
    func error(_ problem: String) -> JSONSyntaxError { error(problem, at: index) }

    /// An error at byte `offset`, with its line and column.
    func error(_ problem: String, at offset: Int) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, offset: offset, problem: problem, atEnd: offset >= bytes.count)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("the document ends where a value was expected (truncated?)") }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < JSONParser.maximumDepth else {
                throw error("arrays and objects nested more than \(JSONParser.maximumDepth) levels deep")
            }
            return bytes[index] == UInt8(ascii: "{") ? try parseObject(depth: depth) : try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case let byte where byte < 0x80:
            throw error("unexpected character '\(Unicode.Scalar(byte))' where a value was expected")
        case let byte:
            throw error("unexpected byte 0x\(String(byte, radix: 16, uppercase: true)) where a value was expected")
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error("the document ends inside '\(literal)' (truncated?)") }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
            throw error("invalid literal; expected '\(literal)'")
        }
        index += count
    }

    mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        let count = takeCount()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(JSONObject())
        }
        var members: [JSONObject.Entry] = []
        members.reserveCapacity(count)
        var hashedKeys: Set<String>?
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("the document ends inside an object (truncated?)") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let keyStart = index
            let key = try parseString()
            if Self.isRepeated(key, in: members, hashed: &hashedKeys) {
                throw error("duplicate key \"\(key)\" in one object; each key may appear once", at: keyStart).inside(.key(key))
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value: JSONValue
            do { value = try parseValue(depth: depth + 1) } catch { throw error.inside(.key(key)) }
            members.append(JSONObject.Entry(key, value))
            skipWhitespace()
            guard index < bytes.count else { throw error("the document ends inside an object (truncated?)") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(JSONObject(members))
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    /// Whether `members` already has `key`. Small objects (the API's) compare; from
    /// `linearKeyCheckLimit` keys on, the keys go into `hashed`.
    private static func isRepeated(_ key: String, in members: [JSONObject.Entry], hashed: inout Set<String>?) -> Bool {
        if members.count < linearKeyCheckLimit {
            return members.contains { $0.key == key }
        }
        if hashed == nil { hashed = Set(members.map(\.key)) }
        return !hashed!.insert(key).inserted
    }

    mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        let count = takeCount()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        var items: [JSONValue] = []
        items.reserveCapacity(count)
        while true {
            skipWhitespace()
            let item: JSONValue
            do { item = try parseValue(depth: depth + 1) } catch { throw error.inside(.index(items.count)) }
            items.append(item)
            skipWhitespace()
            guard index < bytes.count else { throw error("the document ends inside an array (truncated?)") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(items)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        skipDigits()
        guard index > digitsStart else { throw error("a number needs digits") }
        if bytes[digitsStart] == UInt8(ascii: "0"), index - digitsStart > 1 {
            throw error("a number cannot start with 0 unless it is 0 (leading zeros are not JSON)", at: digitsStart)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            skipDigits()
            guard index > fraction else { throw error("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponent = index
            skipDigits()
            guard index > exponent else { throw error("a number needs digits in its exponent") }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func skipDigits() {
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
    }
}
