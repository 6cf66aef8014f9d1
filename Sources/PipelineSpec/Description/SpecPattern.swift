/// Matches text against the patterns the spec publishes in its JSON Schema, with the semantics
/// JSON Schema gives them: ECMA-262 syntax, searched (so patterns carry their own `^` and `$`).
enum SpecPattern {
    /// Whether `pattern` matches somewhere in `text`.
    static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = try? Regex(pattern) else {
            preconditionFailure("invalid pattern in the pipeline spec: \(pattern)")
        }
        return text.contains(regex.matchingSemantics(.unicodeScalar))
    }
}
