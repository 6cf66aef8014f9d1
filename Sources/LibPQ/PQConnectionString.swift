import CLibPQ

/// A connection string libpq can read: a URI (`postgresql://user@host:port/db?sslmode=…`),
/// `key=value` settings, or empty for the `PG*` variables alone. Made only by `init`, which
/// reads it with libpq's own parser (`PQconninfoParse`) and refuses what libpq refuses, or would
/// misread, with a `PQConnectionStringProblem` that names the part; so libpq's parse errors,
/// which quote the text (passwords included), never reach a message. It is the only thing a
/// `PQConnection` connects with, and it is shown only `redacted`.
package struct PQConnectionString: Sendable, Equatable, CustomStringConvertible {
    /// What a secret value is shown as.
    package static let placeholder = "<redacted>"

    /// As written.
    package let text: String
    /// The values of its secret settings (`password`, `sslpassword`), as libpq reads them and as
    /// written (percent-encoded in a URI), for redaction by content.
    package let secrets: [String]

    /// Reads `text` as libpq does; throws what is wrong with it, without quoting it.
    package init(_ text: String) throws(PQConnectionStringProblem) {
        let bytes = Array(text.utf8)
        guard !bytes.contains(0), let values = Self.parsedValues(text) else { throw ConnectionStringCheck.refused(bytes) }
        if let problem = ConnectionStringCheck.accepted(bytes, ports: values["port"]) { throw problem }
        self.text = text
        let written = Self.secretRanges(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        let read = values.filter { PQKeywords.secret.contains($0.key) }.map(\.value).sorted()
        var unique: [String] = []
        for secret in read + written where !secret.isEmpty && !unique.contains(secret) { unique.append(secret) }
        secrets = unique
    }

    /// The text with the value of every secret setting replaced by `placeholder`: the password
    /// of a URI's user info, `password` and `sslpassword` in its query or as `key=value`.
    package var redacted: String {
        var bytes = Array(text.utf8)
        for range in Self.secretRanges(in: bytes).sorted(by: { $0.lowerBound > $1.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(Self.placeholder.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    package var description: String { redacted }

    /// The places of secret values in a string libpq reads, as its parser splits it.
    private static func secretRanges(in bytes: [UInt8]) -> [Range<Int>] {
        guard ConnectionURISyntax.schemeLength(bytes) != nil else {
            return ConnectionKeywordSyntax(bytes).settings.filter { PQKeywords.secret.contains($0.keyword) }.map(\.valueRange)
        }
        let uri = ConnectionURISyntax(bytes)
        let query = uri.parameters.filter { $0.key.map(PQKeywords.secret.contains) ?? false }.compactMap(\.valueRange)
        return (uri.password.map { [$0] } ?? []) + query
    }

    /// Every setting libpq reads from `text`, by keyword; nil when it refuses the text.
    private static func parsedValues(_ text: String) -> [String: String]? {
        var error: UnsafeMutablePointer<CChar>?
        guard let list = PQconninfoParse(text, &error) else {
            // Its words quote the text, passwords included: never read, only freed.
            PQfreemem(error)
            return nil
        }
        defer { PQconninfoFree(list) }
        var values: [String: String] = [:]
        var option = list
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { values[String(cString: keyword)] = String(cString: value) }
            option += 1
        }
        return values
    }
}
