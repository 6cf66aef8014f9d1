import JSON

/// Scalar readers. Each reads this node's value (no key) or its member `key`; the optional
/// form gives nil for absent or null, the `required` form throws for them.
extension JSONNode {
    /// An integer. `"39"` and integral decimals (`90.0`) read too; `""` reads as absent. Any
    /// other scalar (`"abc"`, `1.5`) reads as absent too, noted in `UnreadableLeaves`.
    package func int(_ key: String? = nil) throws(APIModelError) -> Int? {
        try read(key, expected: "an integer", LeafConversion.int)
    }

    /// A number as a Double. Numeric strings (`"1.34"`) read too; `""` reads as absent.
    package func double(_ key: String? = nil) throws(APIModelError) -> Double? {
        try read(key, expected: "a number", LeafConversion.double)
    }

    /// Text. Numbers read as their literal text (`7.3` → `"7.3"`).
    package func string(_ key: String? = nil) throws(APIModelError) -> String? {
        try read(key, expected: "text", LeafConversion.string)
    }

    /// A boolean. `"true"` and `"false"` read too.
    package func bool(_ key: String? = nil) throws(APIModelError) -> Bool? {
        try read(key, expected: "true or false", LeafConversion.bool)
    }

    /// The scalar exactly as sent; absent reads as `.null`. Throws only for objects and arrays.
    package func scalar(_ key: String? = nil) throws(APIModelError) -> APIScalar {
        try read(key, expected: "a number, text, true/false or null", LeafConversion.scalar) ?? .null
    }

    /// An integer that must be present.
    package func requiredInt(_ key: String? = nil) throws(APIModelError) -> Int {
        try require(key, expected: "an integer", LeafConversion.int)
    }

    /// Text that must be present.
    package func requiredString(_ key: String? = nil) throws(APIModelError) -> String {
        try require(key, expected: "text", LeafConversion.string)
    }

    private func read<Value>(
        _ key: String?, expected: String, _ convert: (JSONValue) -> LeafConversion.Outcome<Value>
    ) throws(APIModelError) -> Value? {
        guard let raw = try leaf(key) else { return nil }
        switch convert(raw) {
        case .value(let value): return value
        case .absent: return nil
        case .mismatch:
            // A scalar that is not the number or flag asked for is a bad value, read as absent
            // and counted; an object or array where a scalar belongs is a broken answer.
            switch raw {
            case .string, .number, .bool:
                path.unreadableLeaves.note(path: path, last: key.map { .key($0) }, expected: expected, found: raw.summary)
                return nil
            case .null, .array, .object:
                throw unreadable(key, expected: expected, found: raw.summary)
            }
        }
    }

    private func require<Value>(
        _ key: String?, expected: String, _ convert: (JSONValue) -> LeafConversion.Outcome<Value>
    ) throws(APIModelError) -> Value {
        // A required value (an id a row hangs on) that cannot be read is a broken answer.
        if let raw = try leaf(key), case .value(let value) = convert(raw) { return value }
        let found = try leaf(key)?.summary ?? "nothing (no such key)"
        throw unreadable(key, expected: expected, found: found)
    }
}
