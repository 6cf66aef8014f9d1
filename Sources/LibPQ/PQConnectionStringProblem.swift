/// Why libpq cannot use a connection string, told by naming the part (a word, a query
/// parameter, the port): never by quoting it, since any part may hold or be a password. The
/// only words of the string a description prints are libpq's own keywords.
package enum PQConnectionStringProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// A part of a URI.
    package enum URIPart: Equatable, Sendable {
        case user, password, host, port, database
        /// A query parameter, numbered from 1, and its keyword when it is one libpq knows.
        case parameter(Int, keyword: String?)
    }

    /// Word `word` of a `key=value` string has no `=`; `after` is the keyword it follows.
    case missingEquals(word: Int, after: String?)
    /// The quoted value of setting `setting` (`keyword`, when libpq knows it) has no closing `'`.
    case unterminatedQuote(setting: Int, keyword: String?)
    /// Setting `word` of a `key=value` string names no keyword libpq knows.
    case unknownKeyword(word: Int, suggestion: String?)
    /// Query parameter `parameter` names no keyword libpq knows.
    case unknownParameter(parameter: Int, suggestion: String?)
    /// Query parameter `parameter` has no `=` (`extra`: a second one).
    case parameterSeparator(parameter: Int, extra: Bool)
    /// A `%` in `part` is not followed by two hex digits, or encodes a NUL (`%00`).
    case percentEscape(part: URIPart)
    /// An IPv6 host in brackets is not closed, is empty, or is followed by something else.
    case bracketedHost(BracketedHostProblem)
    /// A port is no number (host `host` of the list, from 1).
    case portNotANumber(host: Int)
    /// An `@` after the first `/` or inside a host: a user name or password holding `/` or `@`.
    case atSignOutsideUserInfo(part: URIPart)
    /// libpq refused it in words this wrapper does not read (a newer libpq's rule).
    case unreadable

    package var description: String {
        switch self {
        case .missingEquals(let word, let after):
            "word \(word) has no \"=\" after it"
                + (after.map { "; it follows the value of \($0): a value holding spaces goes in single quotes, \($0)='…'" } ?? "")
        case .unterminatedQuote(let setting, let keyword):
            "the quoted value of \(keyword ?? "setting \(setting)") has no closing \"'\" (write a quote inside a value as \\')"
        case .unknownKeyword(let word, let suggestion):
            "setting \(word) names no libpq keyword" + (suggestion.map { "; did you mean \($0)?" } ?? "")
        case .unknownParameter(let parameter, let suggestion):
            "query parameter \(parameter) names no libpq keyword" + (suggestion.map { "; did you mean \($0)?" } ?? "")
        case .parameterSeparator(let parameter, let extra):
            extra
                ? "query parameter \(parameter) has a second \"=\" (write \"=\" inside a value as %3D)"
                : "query parameter \(parameter) has no \"=\" (write keyword=value, and \"&\" inside a value as %26)"
        case .percentEscape(let part):
            "the \(part.name) has a \"%\" that is not followed by two hex digits, or encodes nothing (%00); "
                + "write \"%\" itself as %25"
        case .bracketedHost(let problem):
            problem.description
        case .portNotANumber(let host):
            "the port of host \(host) is not a number" + Self.specialCharacters
        case .atSignOutsideUserInfo(let part):
            "the \(part.name) holds an \"@\"" + Self.specialCharacters
        case .unreadable:
            "libpq cannot read it; check its form against the libpq documentation (Connection Strings)"
        }
    }

    private static let specialCharacters =
        "; in a URI, a user name or password holding \"@\", \"/\", \":\" or \"%\" writes them as %40, %2F, %3A and %25"
}

/// An IPv6 host libpq cannot read.
package enum BracketedHostProblem: Equatable, Sendable, CustomStringConvertible {
    case unclosed, empty
    /// The character at `position` (counted from 1) follows `]` but is none of `:`, `/`, `?`, `,`.
    case unexpectedCharacter(position: Int)

    package var description: String {
        switch self {
        case .unclosed: "an IPv6 host opened with \"[\" has no \"]\""
        case .empty: "an IPv6 host in \"[]\" is empty"
        case .unexpectedCharacter(let position):
            "character \(position) follows an IPv6 host's \"]\" but is none of \":\", \"/\", \"?\", \",\""
        }
    }
}

extension PQConnectionStringProblem.URIPart {
    /// How a message names the part.
    var name: String {
        switch self {
        case .user: "user name"
        case .password: "password"
        case .host: "host"
        case .port: "port"
        case .database: "database name"
        case .parameter(let number, let keyword): "query parameter \(number)" + (keyword.map { " (\($0))" } ?? "")
        }
    }
}
