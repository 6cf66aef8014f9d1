import Yams

/// Turns the Yams tree of a placeholder text into `YAMLNode`s, substituting each scalar's
/// variables from the environment. A reference that cannot be substituted is kept as the
/// scalar's error and reported only if that scalar is used.
///
/// Yams resolves an alias to the very node its anchor names, so a file of nested aliases
/// (billion laughs: 9 levels of 10 aliases in 1 KB) composes cheaply but would expand here to
/// 10^9 nodes. A node met a second time (same source position: Yams drops anchor names once
/// parsing ends, so positions are what identifies a copy) is a copy; copies are counted, and
/// past `maximumAliasCopies` the builder stops copying and reports `aliasExpansion`. A limit
/// rather than refusing aliases: anchors are ordinary YAML that users may use to repeat a
/// block, which costs tens of copies. `maximumValues` bounds the whole tree as a backstop.
struct YAMLTreeBuilder {
    /// The most values aliases may copy in one file.
    static let maximumAliasCopies = 10_000
    /// The most values one file may hold, aliases expanded: a backstop that bounds memory
    /// whatever the aliases look like (a real pipeline file holds a few hundred).
    static let maximumValues = 100_000

    var file: String
    var tokens: [VariableToken]
    var environment: [String: String]
    /// Keys that are not scalars (`? [a, b]: c`), found while building.
    private(set) var problems: [PipelineSpecError] = []
    /// Set when aliases copied more than `maximumAliasCopies` values; the tree is then incomplete.
    private(set) var aliasExpansion: PipelineSpecError?
    private var positionsSeen: Set<SourcePosition> = []
    private var aliasCopies = 0
    private var valuesBuilt = 0

    /// A block being copied through an alias: where it is defined, and where the copy goes.
    private struct AliasUse {
        var original: SourcePosition
        var position: SourcePosition
    }

    init(file: String, tokens: [VariableToken], environment: [String: String]) {
        self.file = file
        self.tokens = tokens
        self.environment = environment
    }

    /// The node and everything below it; non-scalar keys go to `problems`.
    mutating func build(_ node: Node) -> YAMLNode {
        build(node, usedAt: Self.position(node.mark), copying: nil)
    }

    /// `usedAt` is where the node appears in its parent (its key, or the list), which for a
    /// copy is where the alias is; `copying` is set inside a copy.
    private mutating func build(_ node: Node, usedAt: SourcePosition, copying: AliasUse?) -> YAMLNode {
        let position = Self.position(node.mark)
        var copying = copying
        if !positionsSeen.insert(position).inserted {
            copying = copying ?? AliasUse(original: position, position: usedAt)
        }
        valuesBuilt += 1
        guard valuesBuilt <= Self.maximumValues else {
            if aliasExpansion == nil {
                aliasExpansion = .tooManyValues(at: SourceLocation(file: file, position: usedAt), limit: Self.maximumValues)
            }
            return YAMLNode(.sequence([]), at: position)
        }
        if let copying {
            aliasCopies += 1
            guard aliasCopies <= Self.maximumAliasCopies else {
                if aliasExpansion == nil {
                    aliasExpansion = .aliasExpansionTooLarge(
                        at: SourceLocation(file: file, position: copying.position), original: copying.original,
                        limit: Self.maximumAliasCopies)
                }
                return YAMLNode(.sequence([]), at: position)
            }
        }
        switch node {
        case .scalar(let scalar):
            return YAMLNode(.scalar(self.scalar(scalar)), at: position)
        case .sequence(let sequence):
            return YAMLNode(.sequence(sequence.map { build($0, usedAt: position, copying: copying) }), at: position)
        case .mapping(let mapping):
            var entries: [YAMLMappingEntry] = []
            for (key, value) in mapping {
                let keyPosition = Self.position(key.mark)
                guard case .scalar(let keyScalar) = key else {
                    problems.append(
                        .wrongType(
                            at: SourceLocation(file: file, position: keyPosition), field: .root,
                            expected: "a key name", found: build(key, usedAt: keyPosition, copying: copying).foundPhrase))
                    continue
                }
                let value = build(value, usedAt: keyPosition, copying: copying)
                entries.append(YAMLMappingEntry(key: self.scalar(keyScalar).raw, keyPosition: keyPosition, value: value))
            }
            return YAMLNode(.mapping(entries), at: position)
        case .alias(let alias):
            // Yams' composer resolves aliases to their nodes; this case is for trees built by hand.
            let text = "*" + alias.anchor.rawValue
            return YAMLNode(.scalar(YAMLScalar(segments: [.text(text)], isPlain: false, resolved: .success(text))), at: position)
        }
    }

    /// Splits a scalar's placeholders back into tokens and substitutes them.
    private func scalar(_ scalar: Node.Scalar) -> YAMLScalar {
        var segments: [YAMLScalarSegment] = []
        var text = String.UnicodeScalarView()
        var scalars = scalar.string.unicodeScalars.makeIterator()
        while let next = scalars.next() {
            guard next == VariableReferenceScanner.placeholderStart,
                let indexScalar = scalars.next(), let index = VariableReferenceScanner.tokenIndex(indexScalar),
                index < tokens.count
            else {
                text.append(next)
                continue
            }
            for _ in 0..<(tokens[index].text.unicodeScalars.count - 2) { _ = scalars.next() }
            if !text.isEmpty { segments.append(.text(String(text))) }
            text = String.UnicodeScalarView()
            segments.append(.token(tokens[index]))
        }
        if !text.isEmpty { segments.append(.text(String(text))) }
        let isPlain = scalar.style == .plain && scalar.tag.rawValue != Tag.Name.str.rawValue
        return YAMLScalar(segments: segments, isPlain: isPlain, resolved: substitute(segments))
    }

    private func substitute(_ segments: [YAMLScalarSegment]) -> Result<String, PipelineSpecError> {
        let expansion = VariableExpansion(file: file, environment: environment)
        var out = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                out += text
            case .token(let token):
                switch expansion.value(of: token) {
                case .success(let value): out += value
                case .failure(let error): return .failure(error)
                }
            }
        }
        return .success(out)
    }

    /// A Yams mark as a position (1:1 when a node has none).
    static func position(_ mark: Mark?) -> SourcePosition {
        SourcePosition(line: mark?.line ?? 1, column: mark?.column ?? 1)
    }
}
