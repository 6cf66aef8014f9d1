import Yams

/// Turns the Yams tree of a placeholder text into `YAMLNode`s, substituting each scalar's
/// variables from the environment. A reference that cannot be substituted is kept as the
/// scalar's error and reported only if that scalar is used.
///
/// Yams resolves an alias to the very node its anchor names, so a file of nested aliases
/// (billion laughs: 9 levels of 10 aliases in 1 KB) composes cheaply but would expand here to
/// 10^9 nodes. Values copied through aliases are counted, and past `maximumAliasCopies` the
/// builder stops copying and reports `aliasExpansion`. A limit rather than refusing aliases:
/// anchors are ordinary YAML that users may use to repeat a block, which costs tens of copies.
struct YAMLTreeBuilder {
    /// The most values aliases may copy in one file.
    static let maximumAliasCopies = 10_000

    var file: String
    var tokens: [VariableToken]
    var environment: [String: String]
    /// Keys that are not scalars (`? [a, b]: c`), found while building.
    private(set) var problems: [PipelineSpecError] = []
    /// Set when aliases copied more than `maximumAliasCopies` values; the tree is then incomplete.
    private(set) var aliasExpansion: PipelineSpecError?
    private var anchorsSeen: Set<AnchorSite> = []
    private var aliasCopies = 0

    /// An anchored node: its name and where it is defined (every copy keeps both).
    private struct AnchorSite: Hashable {
        var name: String
        var position: SourcePosition
    }

    /// The alias a node is being copied through, and where that alias is used.
    private struct AliasUse {
        var anchor: String
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
        if let anchor = node.anchor, !anchorsSeen.insert(AnchorSite(name: anchor.rawValue, position: position)).inserted {
            copying = copying ?? AliasUse(anchor: anchor.rawValue, position: usedAt)
        }
        if let copying {
            aliasCopies += 1
            guard aliasCopies <= Self.maximumAliasCopies else {
                if aliasExpansion == nil {
                    aliasExpansion = .aliasExpansionTooLarge(
                        at: SourceLocation(file: file, position: copying.position), anchor: copying.anchor, limit: Self.maximumAliasCopies)
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
                    problems.append(.wrongType(
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
