/// Serialises `JSONValue`s deterministically: key order as held, numbers as their literals.
package enum JSONWriter {
    /// Compact form, one line (`{"a":1,"b":[true,null]}`).
    package static func compact(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: nil, depth: 0)
        return out
    }

    /// Indented with two spaces, `": "` after keys, ending with a newline: the recordings' form.
    package static func pretty(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: "  ", depth: 0)
        out += "\n"
        return out
    }

    /// The pretty form when it takes at most `maximumBytes` of UTF-8, else the compact form
    /// (deep nesting can make indentation many times the text). Writing stops as soon as the
    /// pretty form passes the limit, so it never holds much more.
    package static func pretty(_ value: JSONValue, maximumBytes: Int) -> String {
        var out = ""
        write(value, into: &out, indent: "  ", depth: 0, limit: maximumBytes)
        out += "\n"
        return out.utf8.count <= maximumBytes ? out : compact(value)
    }

    private static func write(_ value: JSONValue, into out: inout String, indent: String?, depth: Int, limit: Int = .max) {
        guard out.utf8.count <= limit else { return }
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let literal): out += literal
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, depth + 1)
                write(item, into: &out, indent: indent, depth: depth + 1, limit: limit)
            }
            newline(&out, indent, depth)
            out += "]"
        case .object(let object):
            guard !object.entries.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (i, entry) in object.entries.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, depth + 1)
                writeString(entry.key, into: &out)
                out += indent == nil ? ":" : ": "
                write(entry.value, into: &out, indent: indent, depth: depth + 1, limit: limit)
            }
            newline(&out, indent, depth)
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: String?, _ depth: Int) {
        guard let indent else { return }
        out += "\n"
        for _ in 0..<depth { out += indent }
    }

    /// Writes a JSON string literal; non-ASCII stays raw UTF-8, controls are escaped.
    package static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
