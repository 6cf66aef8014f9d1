import JSON

/// Test-only: changes deep inside a parsed sample, to add what no recorded response has.
extension JSONValue {
    /// One step of a path: an object key or an array index.
    enum Step: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)

        init(stringLiteral value: String) { self = .key(value) }
        init(integerLiteral value: Int) { self = .index(value) }
    }

    /// Applies `change` to the value at `path` (which must exist).
    mutating func edit(_ path: [Step], _ change: (inout JSONValue) -> Void) {
        guard let step = path.first else {
            change(&self)
            return
        }
        let rest = Array(path.dropFirst())
        switch (self, step) {
        case (.object(var object), .key(let key)):
            var child = object[key] ?? .null
            child.edit(rest, change)
            object[key] = child
            self = .object(object)
        case (.array(var items), .index(let index)):
            items[index].edit(rest, change)
            self = .array(items)
        default:
            preconditionFailure("no \(step) in \(self)")
        }
    }

    /// Appends `item` to the array this value is.
    mutating func append(_ item: JSONValue) {
        guard case .array(var items) = self else { preconditionFailure("not an array: \(self)") }
        items.append(item)
        self = .array(items)
    }
}
