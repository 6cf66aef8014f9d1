/// How a JSON path is written for people (`response[3].goals.home`): keys of letters, digits and
/// `_` bare, others (`0-15`, ``) quoted as JSON strings; indices in brackets.
package enum JSONPathText {
    /// Appends one key step to `out` (bare after a dot, or quoted in brackets).
    package static func append(key: String, to out: inout String) {
        if isPlain(key) {
            if !out.isEmpty { out += "." }
            out += key
        } else {
            out += "["
            JSONWriter.writeString(key, into: &out)
            out += "]"
        }
    }

    /// Appends one index step to `out`.
    package static func append(index: Int, to out: inout String) {
        out += "[\(index)]"
    }

    private static func isPlain(_ key: String) -> Bool {
        !key.isEmpty
            && key.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                    true
                default: false
                }
            }
    }
}
