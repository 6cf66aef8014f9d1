import JSON

/// A field of a mapping, seen without its value type: what mapping decoding and the schema need.
protocol SpecFieldDescribing: Sendable {
    var name: String { get }
    var isRequired: Bool { get }
    /// The field as the schema publishes it.
    var fieldShape: SpecFieldShape { get }
    /// Decodes the field's value (type-erased); nil when it is unusable.
    func decodeAny(_ node: YAMLNode, at site: SpecSite) -> (any Sendable)?
    /// The value taken when the key is absent, if the field has a default.
    var defaultAny: (any Sendable)? { get }
}

/// A key of a mapping: its name, one line of documentation, its value's node, and whether it is
/// required, optional, or has a default (taken from the typed spec's own defaults).
struct SpecField<Value: Sendable>: SpecFieldDescribing {
    /// What happens when the key is absent.
    enum Presence: Sendable {
        case required
        case optional
        case defaulted(Value)
    }

    let name: String
    let doc: String
    let node: SpecNode<Value>
    let presence: Presence

    /// A key that must be present.
    static func required(_ name: String, _ node: SpecNode<Value>, doc: String) -> SpecField {
        SpecField(name: name, doc: doc, node: node, presence: .required)
    }

    /// A key that may be absent (read with `SpecMappingReader.optional`).
    static func optional(_ name: String, _ node: SpecNode<Value>, doc: String) -> SpecField {
        SpecField(name: name, doc: doc, node: node, presence: .optional)
    }

    /// A key that takes `value` when absent.
    static func defaulted(_ name: String, _ node: SpecNode<Value>, default value: Value, doc: String) -> SpecField {
        SpecField(name: name, doc: doc, node: node, presence: .defaulted(value))
    }

    var isRequired: Bool {
        if case .required = presence { return true }
        return false
    }

    var fieldShape: SpecFieldShape {
        var defaultJSON: JSONValue?
        if case .defaulted(let value) = presence { defaultJSON = node.render?(value) }
        return SpecFieldShape(name: name, doc: doc, isRequired: isRequired, defaultValue: defaultJSON, shape: node.shape)
    }

    func decodeAny(_ node: YAMLNode, at site: SpecSite) -> (any Sendable)? {
        self.node.decode(node, at: site)
    }

    var defaultAny: (any Sendable)? {
        if case .defaulted(let value) = presence { return value }
        return nil
    }
}
