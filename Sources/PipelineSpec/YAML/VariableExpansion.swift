/// The value of a `${NAME}` or `${NAME:-default}` token. A default is expanded like the file
/// (`${A:-${B:-x}}` is B's value when A is unset, else `x`), up to `maximumDepth` levels.
struct VariableExpansion {
    /// How many defaults may nest inside one another.
    static let maximumDepth = 8

    var file: String
    var environment: [String: String]

    /// The token's text after substitution, or why it has none.
    func value(of token: VariableToken) -> Result<String, PipelineSpecError> {
        value(of: token.kind, text: token.text, at: token.position, depth: 0)
    }

    private func value(of kind: VariableToken.Kind, text: String, at position: SourcePosition, depth: Int)
        -> Result<String, PipelineSpecError>
    {
        let location = SourceLocation(file: file, position: position)
        switch kind {
        case .escape:
            return .success("${")
        case .malformed:
            return .failure(.malformedReference(at: location, text: text))
        case .reference(let name, let fallback):
            // As in the shell, `:-` also replaces a variable that is set but empty.
            if let set = environment[name], !(set.isEmpty && fallback != nil) { return .success(set) }
            guard let fallback else { return .failure(.unsetVariable(at: location, name: name)) }
            // The default starts after `${NAME:-`, on the token's line (tokens never span lines).
            let start = SourcePosition(line: position.line, column: position.column + name.unicodeScalars.count + 4)
            return expand(fallback, at: start, depth: depth + 1)
        }
    }

    /// `text`, starting at `start` in the file, with its own tokens substituted.
    private func expand(_ text: String, at start: SourcePosition, depth: Int) -> Result<String, PipelineSpecError> {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard let (kind, length) = VariableReferenceScanner.token(in: scalars, at: i) else {
                out.append(scalars[i])
                i += 1
                continue
            }
            let position = SourcePosition(line: start.line, column: start.column + i)
            if case .reference = kind, depth >= Self.maximumDepth {
                return .failure(.referenceNestedTooDeep(at: SourceLocation(file: file, position: position), limit: Self.maximumDepth))
            }
            let tokenText = String(String.UnicodeScalarView(scalars[i..<i + length]))
            switch value(of: kind, text: tokenText, at: position, depth: depth) {
            case .success(let value): out.append(contentsOf: value.unicodeScalars)
            case .failure(let error): return .failure(error)
            }
            i += length
        }
        return .success(String(out))
    }
}
