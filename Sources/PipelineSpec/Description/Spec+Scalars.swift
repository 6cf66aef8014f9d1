import JSON

/// Factories for the nodes of a pipeline file's description. Each builds the shape and the
/// decoder from the same arguments, so what is published is what is checked.
enum Spec {}

extension Spec {
    /// A whole number in `minimum...maximum`; `noun` is e.g. `a year`. Every number a pipeline
    /// holds has both bounds, so nothing downstream meets a value it cannot compute with.
    static func integer(_ noun: String, minimum: Int, maximum: Int) -> SpecNode<Int> {
        let expected = "\(noun) in \(minimum)...\(maximum)"
        return SpecNode(shape: SpecShape(.integer(minimum: minimum, maximum: maximum), expected: expected), render: { .int($0) }) {
            node, site in
            guard let (scalar, value) = site.scalar(node, expected: expected) else { return nil }
            if case .unrepresentableNumber(let text) = value { return site.outOfRange(text, expected: expected) }
            guard let number = value.integer else {
                // A whole number beyond Int (9223372036854775808, -1e19) is out of range, not of another type.
                if case .number(let x) = value, x.rounded() == x, case .success(let written) = scalar.resolved {
                    return site.outOfRange(written, expected: expected)
                }
                return site.wrongType(expected, found: node)
            }
            guard number >= minimum, number <= maximum else {
                site.report(.outOfRange(at: site.location, field: site.path, value: String(number), expected: expected))
                return nil
            }
            return number
        }
    }

    /// A decimal number greater than `exclusiveMinimum` and at most `maximum`.
    static func number(_ noun: String, greaterThan exclusiveMinimum: Double, atMost maximum: Double) -> SpecNode<Double> {
        let expected = "\(noun) > \(JSONNumberFormat.literal(exclusiveMinimum)) and <= \(JSONNumberFormat.literal(maximum))"
        let shape = SpecShape(.number(exclusiveMinimum: exclusiveMinimum, maximum: maximum), expected: expected)
        return SpecNode(shape: shape, render: { .double($0) }) { node, site in
            guard let (_, value) = site.scalar(node, expected: expected) else { return nil }
            let number: Double
            switch value {
            case .int(let n): number = Double(n)
            case .number(let x): number = x
            case .unrepresentableNumber(let text): return site.outOfRange(text, expected: expected)
            default: return site.wrongType(expected, found: node)
            }
            guard number > exclusiveMinimum, number <= maximum else {
                site.report(.outOfRange(at: site.location, field: site.path, value: JSONNumberFormat.literal(number), expected: expected))
                return nil
            }
            return number
        }
    }

    /// `true` or `false`.
    static func boolean() -> SpecNode<Bool> {
        let expected = "true or false"
        return SpecNode(shape: SpecShape(.boolean, expected: expected), render: { .bool($0) }) { node, site in
            guard let (_, value) = site.scalar(node, expected: expected) else { return nil }
            guard case .bool(let flag) = value else { return site.wrongType(expected, found: node) }
            return flag
        }
    }

    /// Text of at least `minLength` characters, matching `pattern` (ECMA-262 syntax, anchored)
    /// when given. `expected` describes the form for messages.
    static func string(_ expected: String, pattern: String? = nil, minLength: Int = 1) -> SpecNode<String> {
        let shape = SpecShape(.string(pattern: pattern, minLength: minLength), expected: expected)
        return SpecNode(shape: shape, render: { .string($0) }) { node, site in
            guard let (scalar, value) = site.scalar(node, expected: expected) else { return nil }
            guard let text = scalar.text else {
                let hint = value == .null ? "" : " (quote it to make it text)"
                return site.wrongType(expected, found: node, hint: hint)
            }
            guard text.count >= minLength, pattern.map({ SpecPattern.matches(text, $0) }) ?? true else {
                site.report(.invalidFormat(at: site.location, field: site.path, value: text, expected: expected))
                return nil
            }
            return text
        }
    }

    /// A file or folder path on one line: make cannot read a line break in a depfile's path, so an
    /// output path holding one is refused here rather than written into `--depfile`.
    static func path(_ kind: String) -> SpecNode<String> {
        string("\(kind) on one line", pattern: #"^[^\n\r]*$"#)
    }

    /// One of an enum's raw values; `unknown` builds the error for any other word (by default
    /// `invalidValue` with a did-you-mean).
    static func enumeration<E: RawRepresentable & CaseIterable & Sendable>(
        _ type: E.Type,
        unknown: (@Sendable (_ word: String, _ suggestion: String?, SpecSite) -> PipelineSpecError)? = nil
    ) -> SpecNode<E> where E.RawValue == String {
        words(E.allCases.map(\.rawValue), unknown: unknown).map(render: { .string($0.rawValue) }) { E(rawValue: $0)! }
    }

    /// Exactly this word (`current`, `never`).
    static func word(_ word: String) -> SpecNode<String> {
        words([word], unknown: nil)
    }

    /// One of `choices` (a dataset's table names); any other word is `invalidValue` with the list.
    static func choice(of choices: [String]) -> SpecNode<String> {
        words(choices, unknown: nil)
    }

    private static func words(
        _ words: [String], unknown: (@Sendable (String, String?, SpecSite) -> PipelineSpecError)?
    ) -> SpecNode<String> {
        let expected = words.count == 1 ? words[0] : "one of \(words.joined(separator: ", "))"
        return SpecNode(shape: SpecShape(.enumeration(words), expected: expected), render: { .string($0) }) { node, site in
            guard let (scalar, _) = site.scalar(node, expected: expected) else { return nil }
            guard let word = scalar.text else { return site.wrongType(expected, found: node) }
            guard words.contains(word) else {
                let suggestion = NameSuggestion.closest(to: word, among: words)
                site.report(
                    unknown?(word, suggestion, site)
                        ?? .invalidValue(at: site.location, field: site.path, value: word, allowed: words, suggestion: suggestion))
                return nil
            }
            return word
        }
    }

    /// Exactly one `${NAME}` reference, without a default: the API key. Its value is never put
    /// into a message, and a literal is refused whatever it looks like.
    static func secretReference(_ expected: String) -> SpecNode<APIKey> {
        SpecNode(shape: SpecShape(.secretReference, expected: expected)) { node, site in
            guard case .scalar(let scalar) = node.content else { return site.wrongType(expected, found: node) }
            guard scalar.segments.count == 1, case .token(let token) = scalar.segments[0],
                case .reference(let name, nil) = token.kind
            else {
                site.report(.literalAPIKey(at: site.location, field: site.path))
                return nil
            }
            switch scalar.resolved {
            case .failure(.unsetVariable(let at, let variable)):
                let unset = PipelineSpecError.unsetSecret(at: at, field: site.path, variable: variable, secret: .apiKey)
                if site.context.keyMayBeUnset { return APIKey(unset: unset) }
                site.report(unset)
                return nil
            case .failure(let error):
                site.report(error)
                return nil
            case .success(let secret) where secret.isEmpty:
                site.report(.emptyAPIKey(at: site.location, field: site.path, variable: name))
                return nil
            case .success(let secret):
                return APIKey(secret)
            }
        }
    }

    /// `inner`, with an unset variable in the value reported as an unset secret of kind `secret`
    /// (whose message suggests no default).
    static func secret<V>(_ secret: SecretKind, _ inner: SpecNode<V>) -> SpecNode<V> {
        SpecNode(shape: inner.shape, render: inner.render) { node, site in
            if case .scalar(let scalar) = node.content, case .failure(.unsetVariable(let at, let variable)) = scalar.resolved {
                site.report(.unsetSecret(at: at, field: site.path, variable: variable, secret: secret))
                return nil
            }
            return inner.decode(node, at: site)
        }
    }
}
