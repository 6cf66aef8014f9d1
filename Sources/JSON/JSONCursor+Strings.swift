/// Strings: escapes, surrogate pairs, and UTF-8 that is checked, never repaired.
extension JSONCursor {
    /// Reads the string whose opening quote is at `index`.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes are the string. `seen` collects every byte's high
        // bit, so ASCII-only strings (most of the API's) skip the UTF-8 check.
        var seen: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
                let text = seen < 0x80 ? String(decoding: raw, as: UTF8.self) : try validated(raw, from: start)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error(Self.controlCharacterProblem(byte)) }
            seen |= byte
            index += 1
        }
        guard index < bytes.count else { throw error("the document ends inside a string (truncated?)") }
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                // Escapes add whole scalars, so the text is valid exactly when the raw bytes are.
                return try utf8.withUnsafeBufferPointer { (decoded) throws(JSONSyntaxError) -> String in
                    guard let text = String(validating: decoded, as: UTF8.self) else {
                        throw invalidUTF8(in: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), from: start)
                    }
                    return text
                }
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): try appendUnicodeEscape(into: &utf8)
                case let other where other < 0x80:
                    index -= 1
                    throw error("invalid escape '\\\(Unicode.Scalar(other))'")
                default:
                    index -= 1
                    throw error("invalid escape: '\\' before a non-ASCII byte")
                }
            default:
                if byte < 0x20 { throw error(Self.controlCharacterProblem(byte)) }
                utf8.append(byte)
                index += 1
            }
        }
        throw error("the document ends inside a string (truncated?)")
    }

    /// `raw` (starting at byte `start`) as text, or the offset of its first byte that is not UTF-8.
    private func validated(_ raw: UnsafeBufferPointer<UInt8>, from start: Int) throws(JSONSyntaxError) -> String {
        guard let text = String(validating: raw, as: UTF8.self) else { throw invalidUTF8(in: raw, from: start) }
        return text
    }

    /// The error for the first ill-formed UTF-8 sequence in `raw`, which starts at byte `start`.
    private func invalidUTF8(in raw: UnsafeBufferPointer<UInt8>, from start: Int) -> JSONSyntaxError {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = raw.makeIterator()
        var offset = start
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error(let length):
                let sequence = raw[(offset - start)..<(offset - start + length)]
                let hex = sequence.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
                return error("invalid UTF-8 (\(hex)) at byte offset \(offset) inside a string; the data is not UTF-8 text", at: offset)
            case .emptyInput:
                return error("invalid UTF-8 inside a string", at: start)
            }
        }
    }

    private static func controlCharacterProblem(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) inside a string; it must be escaped"
    }

    mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("the document ends inside a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit in a \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    mutating func appendUnicodeEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index - 2
        var code = try readHex4()
        if (0xD800...0xDBFF).contains(code) {
            // A high surrogate must be followed by an escaped low surrogate.
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired UTF-16 surrogate in a \\u escape: a high surrogate needs a low one after it", at: escapeStart)
            }
            index += 2
            let low = try readHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("unpaired UTF-16 surrogate in a \\u escape: a high surrogate needs a low one after it", at: escapeStart)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw error("unpaired UTF-16 surrogate in a \\u escape: a low surrogate without a high one", at: escapeStart)
        }
        utf8.append(contentsOf: String(Unicode.Scalar(code)!).utf8)
    }
}
