/// Finds the part of a connection string that libpq refuses, or would misread, so a message can
/// name it: what libpq's own parse refused (its words quote the text, so they are never shown),
/// and what it accepts but would turn into a wrong host, port or database name, which the
/// connection would then quote (an unescaped `/` or `@` in a URI's password).
enum ConnectionStringCheck {
    /// Why libpq refused `bytes`, found by splitting them as libpq does.
    static func refused(_ bytes: [UInt8]) -> PQConnectionStringProblem {
        if ConnectionURISyntax.schemeLength(bytes) != nil {
            let uri = ConnectionURISyntax(bytes)
            return misread(uri) ?? uriProblem(uri) ?? .unreadable
        }
        return keywordProblem(ConnectionKeywordSyntax(bytes)) ?? .unreadable
    }

    /// What libpq accepted but would misread: an `@` outside the user info, a port that is no number.
    static func accepted(_ bytes: [UInt8], ports: String?) -> PQConnectionStringProblem? {
        if ConnectionURISyntax.schemeLength(bytes) != nil, let problem = misread(ConnectionURISyntax(bytes)) { return problem }
        let list = (ports ?? "").split(separator: ",", omittingEmptySubsequences: false)
        return list.firstIndex { !isPort($0) }.map { .portNotANumber(host: $0 + 1) }
    }

    /// A port as libpq's `parse_int_param` takes it: digits, with spaces around; or nothing.
    private static func isPort(_ text: Substring) -> Bool {
        var digits = text
        while digits.first == " " || digits.first == "\t" { digits.removeFirst() }
        while digits.last == " " || digits.last == "\t" { digits.removeLast() }
        guard !digits.isEmpty else { return text.isEmpty }
        if digits.first == "+" { digits.removeFirst() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func misread(_ uri: ConnectionURISyntax) -> PQConnectionStringProblem? {
        let at = UInt8(ascii: "@")
        if uri.hosts.contains(where: { uri.bytes[$0.host].contains(at) || ($0.port.map { uri.bytes[$0].contains(at) } ?? false) }) {
            return .atSignOutsideUserInfo(part: .host)
        }
        if let database = uri.database, uri.bytes[database].contains(at) { return .atSignOutsideUserInfo(part: .database) }
        return nil
    }

    /// libpq's checks in its order: the user info, the hosts, the database, then each parameter.
    private static func uriProblem(_ uri: ConnectionURISyntax) -> PQConnectionStringProblem? {
        if let problem = uri.bracketProblem { return .bracketedHost(problem) }
        let parts: [(PQConnectionStringProblem.URIPart, [Range<Int>])] = [
            (.user, uri.user.map { [$0] } ?? []), (.password, uri.password.map { [$0] } ?? []),
            (.host, uri.hosts.map(\.host)), (.port, uri.hosts.compactMap(\.port)), (.database, uri.database.map { [$0] } ?? [])
        ]
        for (part, ranges) in parts where ranges.contains(where: { PercentDecoding.decoded(uri.bytes[$0]) == nil }) {
            return .percentEscape(part: part)
        }
        for parameter in uri.parameters {
            guard let valueRange = parameter.valueRange else { return .parameterSeparator(parameter: parameter.number, extra: false) }
            if parameter.extraSeparator { return .parameterSeparator(parameter: parameter.number, extra: true) }
            guard let key = parameter.key else { return .percentEscape(part: .parameter(parameter.number, keyword: nil)) }
            let known = PQKeywords.all.contains(key) || key == "ssl" ? key : nil
            guard let value = PercentDecoding.decoded(uri.bytes[valueRange]) else {
                return .percentEscape(part: .parameter(parameter.number, keyword: known))
            }
            // `ssl=true` is libpq's alias of sslmode=require; no other value of ssl is.
            if known == nil || (key == "ssl" && value != "true") {
                return .unknownParameter(parameter: parameter.number, suggestion: PQKeywords.nearest(to: key))
            }
        }
        return nil
    }

    /// The first setting libpq refuses: an unknown keyword, an unclosed quote, a word with no `=`.
    private static func keywordProblem(_ syntax: ConnectionKeywordSyntax) -> PQConnectionStringProblem? {
        for setting in syntax.settings {
            let known = PQKeywords.all.contains(setting.keyword) ? setting.keyword : nil
            if syntax.stop == .unterminatedQuote(setting: setting.number) {
                return .unterminatedQuote(setting: setting.number, keyword: known)
            }
            if known == nil { return .unknownKeyword(word: setting.number, suggestion: PQKeywords.nearest(to: setting.keyword)) }
        }
        guard case .missingEquals(let word) = syntax.stop else { return nil }
        return .missingEquals(word: word, after: syntax.settings.last?.keyword)
    }
}
