import JSON

extension JSONValue {
    /// How a value is named in an error message: its kind, and its text when short.
    var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return "the number \(text)"
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            var quoted = ""
            JSONWriter.writeString(shown, into: &quoted)
            return "the text \(quoted)"
        case .array(let items): return items.isEmpty ? "an empty array" : "an array of \(items.count)"
        case .object(let object):
            let keys = object.keys.prefix(3).joined(separator: ", ")
            return object.entries.isEmpty ? "an empty object" : "an object (\(keys)\(object.entries.count > 3 ? ", …" : ""))"
        }
    }
}
