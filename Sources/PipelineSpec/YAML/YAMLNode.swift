/// A YAML value with its position in the file, after variable substitution: what the spec decodes.
struct YAMLNode: Sendable {
    /// The value itself.
    enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLMappingEntry])
    }

    var content: Content
    var position: SourcePosition

    init(_ content: Content, at position: SourcePosition) {
        self.content = content
        self.position = position
    }

    /// The value as written, on one line (`39`, `{country: England, name: Premier League}`).
    var compactText: String {
        switch content {
        case .scalar(let scalar): scalar.raw
        case .sequence(let items): "[" + items.map(\.compactText).joined(separator: ", ") + "]"
        case .mapping(let entries): "{" + entries.map { "\($0.key): \($0.value.compactText)" }.joined(separator: ", ") + "}"
        }
    }

    /// How a message names this value after "found": `a string 'x'`, `an integer 7`, `a list`.
    var foundPhrase: String {
        switch content {
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .scalar(let scalar): scalar.foundPhrase
        }
    }
}

/// One `key: value` of a mapping; keys are taken as written (no substitution).
struct YAMLMappingEntry: Sendable {
    var key: String
    var keyPosition: SourcePosition
    var value: YAMLNode

    init(key: String, keyPosition: SourcePosition, value: YAMLNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
