/// Tracks line and column through a file's Unicode scalars the way libyaml counts them: every
/// scalar is one column; CR LF, CR, LF, NEL, LS and PS each end a line.
struct SourceCursor {
    private(set) var position = SourcePosition(line: 1, column: 1)

    /// Moves past the scalar at `i`.
    mutating func advance(over scalars: [Unicode.Scalar], at i: Int) {
        let scalar = scalars[i]
        if scalar == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" {
            return // the LF that follows ends the line
        }
        if Self.isBreak(scalar) {
            position = SourcePosition(line: position.line + 1, column: 1)
        } else {
            position.column += 1
        }
    }

    /// Whether libyaml ends a line at this scalar.
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// The index of the scalar at `target` in `scalars`, if the file has that position.
    static func index(of target: SourcePosition, in scalars: [Unicode.Scalar]) -> Int? {
        var cursor = SourceCursor()
        var i = 0
        while i < scalars.count {
            if cursor.position == target { return i }
            cursor.advance(over: scalars, at: i)
            i += 1
        }
        return nil
    }
}
