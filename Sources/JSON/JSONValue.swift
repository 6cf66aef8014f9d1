/// A parsed JSON document that keeps object key order and number literals exactly as received,
/// so a recording can be written back byte-for-byte deterministically.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number's literal text as it appeared (`7`, `-1`, `1.50`, `2e3`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A number value from an integer.
    package static func int(_ value: Int) -> JSONValue { .number(String(value)) }
    /// A number value from a double, written in shortest round-trip form; `null` when not finite.
    package static func double(_ value: Double) -> JSONValue { value.isFinite ? .number(JSONNumberFormat.literal(value)) : .null }
}

/// A JSON object with its keys in document order. Lookup is linear: API objects are small.
package struct JSONObject: Sendable, Hashable {
    /// One key and its value.
    package struct Entry: Sendable, Hashable {
        package var key: String
        package var value: JSONValue

        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    package var entries: [Entry]

    package init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// The value of the first entry with this key.
    package subscript(key: String) -> JSONValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let i = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
            } else if let newValue {
                entries.append(Entry(key, newValue))
            }
        }
    }

    package var keys: [String] { entries.map(\.key) }

}

extension JSONObject: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { Entry($0.0, $0.1) })
    }
}

/// How numbers become JSON literals: integers plainly, doubles in Swift's shortest round-trip form.
package enum JSONNumberFormat {
    /// The literal for `value`; `null` for infinities and NaN, which JSON cannot write (as
    /// `JSON.stringify` does). Readers of user input refuse such values before they get here.
    package static func literal(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if abs(value) < 1e15, let whole = Int(exactly: value) {
            return String(whole)
        }
        return "\(value)"
    }
}
