import JSON

/// The elements of a JSON array as nodes, each made (with its path) only when it is read: an
/// answer of millions of items never holds millions of nodes at once, only the parsed values.
package struct JSONElements: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
    private let items: [JSONValue]
    private let base: JSONPath

    init(_ items: [JSONValue], base: JSONPath) {
        self.items = items
        self.base = base
    }

    /// No elements: `[]` (nothing else can be written as a literal).
    package init(arrayLiteral elements: Never...) {
        self.init([], base: JSONPath(source: ""))
    }

    package var startIndex: Int { items.startIndex }
    package var endIndex: Int { items.endIndex }

    package subscript(position: Int) -> JSONNode {
        JSONNode(items[position], path: JSONPath(base, .index(position)))
    }
}
