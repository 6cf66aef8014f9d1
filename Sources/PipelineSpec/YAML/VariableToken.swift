/// A `${NAME}`, `${NAME:-default}` or `$${` found in a pipeline file, or a `${` that starts neither.
struct VariableToken: Sendable, Equatable {
    /// What the token stands for.
    enum Kind: Sendable, Equatable {
        /// An environment variable, with the text to use when it is unset (which may hold references).
        case reference(name: String, fallback: String?)
        /// `$${`: a literal `${`.
        case escape
        /// `${` not followed by `NAME}` or `NAME:-default}` on the same line.
        case malformed
    }

    var kind: Kind
    /// The token as written in the file.
    var text: String
    /// Where its `$` is.
    var position: SourcePosition

    init(kind: Kind, text: String, position: SourcePosition) {
        self.kind = kind
        self.text = text
        self.position = position
    }
}
