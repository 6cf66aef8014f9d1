/// A connection string as it may be shown: the password of a URI
/// (`postgresql://user:secret@host/db`, `?password=…`) or of a `key=value` string replaced.
package enum ConnectionText {
    /// What a password is replaced with.
    package static let placeholder = "<redacted>"

    /// `text` with its password replaced; the rest as given.
    package static func redacted(_ text: String) -> String {
        if text.hasPrefix("postgresql://") || text.hasPrefix("postgres://") {
            return redactedURI(text)
        }
        return redactedKeywords(text)
    }

    /// `password` query parameters and the part after `user:` in the authority.
    private static func redactedURI(_ text: String) -> String {
        let scheme = text.firstRange(of: "://")!.upperBound
        var result = String(text[..<scheme])
        var rest = Substring(text[scheme...])
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[..<at]
            if let colon = userInfo.firstIndex(of: ":") {
                result += userInfo[...colon] + placeholder
            } else {
                result += userInfo
            }
            result += authority[at...]
        } else {
            result += authority
        }
        rest = rest[authorityEnd...]
        guard let question = rest.firstIndex(of: "?") else { return result + rest }
        result += rest[...question]
        let parameters = rest[rest.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false).map { item in
            item.lowercased().hasPrefix("password=") ? "password=" + placeholder : String(item)
        }
        return result + parameters.joined(separator: "&")
    }

    /// `password=value` or `password = 'quoted value'` in a `key=value` string.
    private static func redactedKeywords(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: "password") {
            result += rest[..<range.lowerBound] + "password"
            var after = rest[range.upperBound...].drop { $0 == " " }
            guard after.first == "=" else {
                rest = rest[range.upperBound...]
                continue
            }
            after = after.dropFirst().drop { $0 == " " }
            result += "=" + placeholder
            if after.first == "'" {
                var index = after.index(after: after.startIndex)
                while index < after.endIndex, after[index] != "'" {
                    if after[index] == "\\" { index = after.index(after: index) }
                    if index < after.endIndex { index = after.index(after: index) }
                }
                rest = index < after.endIndex ? after[after.index(after: index)...] : after[after.endIndex...]
            } else {
                rest = after.drop { $0 != " " }
            }
        }
        return result + rest
    }
}
