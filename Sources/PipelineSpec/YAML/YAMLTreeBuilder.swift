import Yams

/// Turns the Yams tree of a placeholder text into `YAMLNode`s, substituting each scalar's
/// variables from the environment. A reference that cannot be substituted is kept as the
/// scalar's error and reported only if that scalar is used.
struct YAMLTreeBuilder {
    var file: String
    var tokens: [VariableToken]
    var environment: [String: String]
    /// Keys that are not scalars (`? [a, b]: c`), found while building.
    private(set) var problems: [PipelineSpecError] = []

    init(file: String, tokens: [VariableToken], environment: [String: String]) {
        self.file = file
        self.tokens = tokens
        self.environment = environment
    }

    /// The node and everything below it; non-scalar keys go to `problems`.
    mutating func build(_ node: Node) -> YAMLNode {
        let position = Self.position(node.mark)
        switch node {
        case .scalar(let scalar):
            return YAMLNode(.scalar(self.scalar(scalar)), at: position)
        case .sequence(let sequence):
            return YAMLNode(.sequence(sequence.map { build($0) }), at: position)
        case .mapping(let mapping):
            var entries: [YAMLMappingEntry] = []
            for (key, value) in mapping {
                let keyPosition = Self.position(key.mark)
                guard case .scalar(let keyScalar) = key else {
                    problems.append(.wrongType(
                        at: SourceLocation(file: file, position: keyPosition), field: .root,
                        expected: "a key name", found: build(key).foundPhrase))
                    continue
                }
                entries.append(YAMLMappingEntry(key: self.scalar(keyScalar).raw, keyPosition: keyPosition, value: build(value)))
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
        var out = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                out += text
            case .token(let token):
                let location = SourceLocation(file: file, position: token.position)
                switch token.kind {
                case .escape:
                    out += "${"
                case .malformed:
                    return .failure(.malformedReference(at: location, text: token.text))
                case .reference(let name, let fallback):
                    // As in the shell, `:-` also replaces a variable that is set but empty.
                    let set = environment[name].flatMap { $0.isEmpty && fallback != nil ? nil : $0 }
                    guard let value = set ?? fallback else {
                        return .failure(.unsetVariable(at: location, name: name))
                    }
                    out += value
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
