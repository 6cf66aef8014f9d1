import JSON

/// A part of a scalar as written: text, or a variable token.
enum YAMLScalarSegment: Sendable, Equatable {
    case text(String)
    case token(VariableToken)
}

/// A scalar: its text as written, its text after substitution, and whether YAML types it.
struct YAMLScalar: Sendable {
    var segments: [YAMLScalarSegment]
    /// Plain (unquoted, untagged as `!!str`): typed by its text as YAML 1.2's core schema says.
    var isPlain: Bool
    /// The text with every variable substituted, or the first reference that cannot be.
    var resolved: Result<String, PipelineSpecError>

    init(segments: [YAMLScalarSegment], isPlain: Bool, resolved: Result<String, PipelineSpecError>) {
        self.segments = segments
        self.isPlain = isPlain
        self.resolved = resolved
    }

    /// The scalar exactly as written in the file, references included.
    var raw: String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .token(let token): token.text
            }
        }.joined()
    }

    /// Whether any `${NAME}` (with or without default) occurs in it.
    var hasReference: Bool {
        segments.contains { segment in
            if case .token(let token) = segment, case .reference = token.kind { return true }
            return false
        }
    }

    /// The typed value after substitution, or nil when substitution failed.
    var value: YAMLScalarValue? {
        guard case .success(let text) = resolved else { return nil }
        return isPlain ? YAMLScalarValue(plain: text) : .string(text)
    }

    /// The value as text where text is expected: strings, and any scalar built from a reference
    /// (a string field set from `${VAR}` takes its value as written, even `2024`).
    var text: String? {
        guard case .success(let resolvedText) = resolved else { return nil }
        if hasReference { return resolvedText }
        if case .string(let text) = value { return text }
        return nil
    }

    var foundPhrase: String {
        guard let value else { return "a value with an unusable variable reference" }
        switch value {
        case .null: return "nothing (an empty value)"
        case .bool(let b): return "a boolean \(b)"
        case .int(let n): return "an integer \(n)"
        case .number(let x): return "a number \(JSONNumberFormat.literal(x))"
        case .unrepresentableNumber(let text): return "a number \(text) beyond what a 64-bit float can hold"
        case .string(let s):
            let shown = s.count > 40 ? String(s.prefix(37)) + "..." : s
            return "a string '\(shown)'"
        }
    }
}
