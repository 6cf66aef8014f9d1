package import JSON

/// A parsed JSON value together with where it sits, read tolerantly the way API-Football
/// needs: absent and null are the same, `[]` stands for an empty object, numbers sent as
/// strings read as numbers and numbers read as text. Values that really cannot be read throw
/// `APIModelError.unreadableValue` naming the source and the path (`response[3].events[2]`).
package struct JSONNode: Sendable {
    /// The value; nil when the key was absent from its object.
    package let value: JSONValue?
    /// Where the value sits in its document.
    package let path: JSONPath

    /// The root of a document read from `source` (a file path or a request description).
    package init(root value: JSONValue, source: String) {
        self.init(value, path: JSONPath(source: source))
    }

    /// A node for a value found at `path`.
    init(_ value: JSONValue?, path: JSONPath) {
        self.value = value
        self.path = path
    }

    /// True when the value is absent or null.
    package var isNull: Bool {
        switch value {
        case nil, .null?: true
        default: false
        }
    }

    /// The object at `key` as a node. Absent, null and `[]` read as a node whose members
    /// are all absent, so an object the API leaves out reads as a model of nils.
    package func object(_ key: String) throws(APIModelError) -> JSONNode {
        let member = try member(key)
        switch member {
        case nil, .null?, .object?: break
        case .array(let items)? where items.isEmpty: break
        case let other?: throw unreadable(key, expected: "an object", found: other.summary)
        }
        return JSONNode(member, path: JSONPath(path, .key(key)))
    }

    /// The elements of this array (or of the array at `key`); nil when absent or null,
    /// empty for `{}`. Each node is made when it is read.
    package func elements(_ key: String? = nil) throws(APIModelError) -> JSONElements? {
        let raw = try leaf(key)
        let base = key.map { JSONPath(path, .key($0)) } ?? path
        switch raw {
        case nil, .null?: return nil
        case .array(let items)?: return JSONElements(items, base: base)
        case .object(let object)? where object.entries.isEmpty: return []
        case let other?: throw unreadable(key, expected: "an array", found: other.summary)
        }
    }

    /// Each element of this array (or of the array at `key`) read as `Element`; nil when
    /// absent or null. Use where "not sent" differs from "empty".
    package func optionalList<Element: APIDecodable>(
        _ key: String? = nil, of type: Element.Type
    ) throws(APIModelError) -> [Element]? {
        guard let nodes = try elements(key) else { return nil }
        var models: [Element] = []
        models.reserveCapacity(nodes.count)
        for node in nodes { models.append(try Element(node)) }
        return models
    }

    /// Each element of this array (or of the array at `key`) read as `Element`; empty when
    /// absent or null.
    package func list<Element: APIDecodable>(
        _ key: String? = nil, of type: Element.Type
    ) throws(APIModelError) -> [Element] {
        try optionalList(key, of: type) ?? []
    }

    /// The members of this object in document order; empty when absent, null or `[]`.
    package func members() throws(APIModelError) -> [(key: String, node: JSONNode)] {
        switch value {
        case nil, .null?: return []
        case .array(let items)? where items.isEmpty: return []
        case .object(let object)?:
            return object.entries.map { ($0.key, JSONNode($0.value, path: JSONPath(path, .key($0.key)))) }
        case let other?: throw unreadable(nil, expected: "an object", found: other.summary)
        }
    }

    /// The value at `key` of this object; nil when absent. Throws when this is not an object.
    func member(_ key: String) throws(APIModelError) -> JSONValue? {
        switch value {
        case .object(let object)?: return object[key]
        case nil, .null?: return nil
        case .array(let items)? where items.isEmpty: return nil
        case let other?: throw unreadable(nil, expected: "an object", found: other.summary)
        }
    }

    /// This node's value when `key` is nil, else the value of its member `key`.
    func leaf(_ key: String?) throws(APIModelError) -> JSONValue? {
        guard let key else { return value }
        return try member(key)
    }

    /// The error for a value at this node (or at its member `key`) that cannot be read.
    func unreadable(_ key: String?, expected: String, found: String) -> APIModelError {
        .unreadableValue(
            source: path.source,
            path: path.text(appending: key.map { .key($0) }),
            expected: expected,
            found: found
        )
    }
}
