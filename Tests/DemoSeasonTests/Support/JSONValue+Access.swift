import JSON

/// Terse, crash-free navigation of parsed recordings in tests.
extension JSONValue {
    subscript(key: String) -> JSONValue {
        if case .object(let object) = self, let value = object[key] { return value }
        return .null
    }

    subscript(index: Int) -> JSONValue {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return .null
    }

    var items: [JSONValue] {
        if case .array(let items) = self { return items }
        return []
    }

    var keys: [String] {
        if case .object(let object) = self { return object.keys }
        return []
    }

    var int: Int? {
        if case .number(let literal) = self { return Int(literal) }
        return nil
    }

    /// The number, with null read as zero (how the API writes empty counts).
    var count: Int { int ?? 0 }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
