/// Finds every `${…}` and `$${` in a pipeline file before YAML parsing and replaces each with a
/// placeholder of private-use characters of the same width. The same width keeps libyaml's marks
/// exact; the placeholder keeps a value from changing the YAML structure (`[${SEASON}]` stays a
/// one-item list whatever SEASON holds, and `{` inside a flow list is no longer an indicator).
/// `YAMLTreeBuilder` substitutes the values per scalar afterwards.
enum VariableReferenceScanner {
    /// Starts a placeholder; the next scalar is `indexBase + token index`, then fill to the width.
    static let placeholderStart: Unicode.Scalar = "\u{E000}"
    /// Pads a placeholder to the width of its token.
    static let placeholderFill: Unicode.Scalar = "\u{E001}"
    /// The scalar after `placeholderStart` is this plus the token's index.
    static let indexBase: UInt32 = 0xE100
    static let privateUse: ClosedRange<UInt32> = 0xE000...0xF8FF

    /// The file text with placeholders, and the tokens they stand for (by index).
    struct PlaceholderText: Sendable {
        var text: String
        var tokens: [VariableToken]
    }

    /// Scans `text`; fails with the position of a character it cannot keep apart from a placeholder.
    static func scan(_ text: String) -> Result<PlaceholderText, ScanProblem> {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var tokens: [VariableToken] = []
        var cursor = SourceCursor()
        var i = 0
        while i < scalars.count {
            let position = cursor.position
            if privateUse.contains(scalars[i].value) {
                return .failure(ScanProblem(position: position, problem: "private-use characters (U+E000...U+F8FF) are not supported"))
            }
            guard let (kind, length) = token(in: scalars, at: i) else {
                output.append(scalars[i])
                cursor.advance(over: scalars, at: i)
                i += 1
                continue
            }
            guard let index = Unicode.Scalar(indexBase + UInt32(tokens.count)), privateUse.contains(index.value) else {
                return .failure(ScanProblem(position: position, problem: "too many ${...} references in one file"))
            }
            tokens.append(VariableToken(kind: kind, text: String(String.UnicodeScalarView(scalars[i..<i + length])), position: position))
            output.append(placeholderStart)
            output.append(index)
            output.append(contentsOf: repeatElement(placeholderFill, count: length - 2))
            for offset in 0..<length { cursor.advance(over: scalars, at: i + offset) }
            i += length
        }
        return .success(PlaceholderText(text: String(output), tokens: tokens))
    }

    /// The token starting at `i`, if any, and how many scalars it spans. A default may hold
    /// references of its own (`${A:-${B:-x}}`): the token ends at the `}` that matches its `${`.
    static func token(in s: [Unicode.Scalar], at i: Int) -> (VariableToken.Kind, Int)? {
        guard s[i] == "$", i + 1 < s.count else { return nil }
        if isEscape(s, at: i) { return (.escape, 3) }
        guard s[i + 1] == "{" else { return nil }
        var end = i + 2
        var open = 0
        while end < s.count, !SourceCursor.isBreak(s[end]) {
            if isEscape(s, at: end) {
                end += 3
                continue
            }
            if s[end] == "$", end + 1 < s.count, s[end + 1] == "{" {
                open += 1
                end += 2
                continue
            }
            if s[end] == "}" {
                if open == 0 { break }
                open -= 1
            }
            end += 1
        }
        guard end < s.count, s[end] == "}" else { return (.malformed, 2) }
        let body = String(String.UnicodeScalarView(s[(i + 2)..<end]))
        guard let kind = reference(body) else { return (.malformed, end - i + 1) }
        return (kind, end - i + 1)
    }

    /// `NAME` or `NAME:-fallback` as a reference; nil for anything else.
    private static func reference(_ body: String) -> VariableToken.Kind? {
        let nameEnd = body.unicodeScalars.firstIndex { !isNameScalar($0) } ?? body.unicodeScalars.endIndex
        let name = String(body.unicodeScalars[..<nameEnd])
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return nil }
        let rest = String(body.unicodeScalars[nameEnd...])
        if rest.isEmpty { return .reference(name: name, fallback: nil) }
        guard rest.hasPrefix(":-") else { return nil }
        return .reference(name: name, fallback: String(rest.dropFirst(2)))
    }

    /// `$${` at `i`.
    private static func isEscape(_ s: [Unicode.Scalar], at i: Int) -> Bool {
        i + 2 < s.count && s[i] == "$" && s[i + 1] == "$" && s[i + 2] == "{"
    }

    private static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(c) || ("a"..."z").contains(c) || ("0"..."9").contains(c) || c == "_"
    }

    /// A placeholder's token index, if `scalar` follows a placeholder start.
    static func tokenIndex(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= indexBase && privateUse.contains(scalar.value) ? Int(scalar.value - indexBase) : nil
    }
}

/// Why a file could not be prepared for parsing, and where.
struct ScanProblem: Error, Sendable, Equatable {
    var position: SourcePosition
    var problem: String
}
