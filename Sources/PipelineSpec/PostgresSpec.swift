/// `load: {postgres: {url, schema}}`: the PostgreSQL database a run merges its tables into.
package struct PostgresSpec: Sendable, Equatable, CustomStringConvertible {
    /// A libpq connection string: `postgresql://user@host:port/db?sslmode=…`, `host=/socket/dir
    /// dbname=…`, or empty for the `PG*` variables alone. It may hold a password; its description
    /// never shows it.
    package let url: String
    /// The schema every table is created in: the one named, else `football` (`defaultSchema`).
    package let schema: String
    /// Whether the pipeline named the schema; an unnamed one stays `public` where `public`
    /// already holds football-etl tables (loaded before 0.3.0 made `football` the default).
    package let schemaIsNamed: Bool

    /// The schema of a pipeline that names none.
    package static let defaultSchema = "football"

    /// Registers a password in `url` with `SecretRedaction`, so no printed text can carry it.
    package init(url: String, schema: String?) {
        self.url = url
        self.schema = schema ?? Self.defaultSchema
        schemaIsNamed = schema != nil
        if let password = Self.password(in: url) { SecretRedaction.register(password) }
    }

    package var description: String { "postgres schema \(schema)" }

    /// The password a URI's authority (`user:password@`) carries, if any.
    static func password(in url: String) -> String? {
        guard let scheme = url.firstRange(of: "://") else { return nil }
        let rest = url[scheme.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" }
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return nil }
        let password = authority[authority.index(after: colon)..<at]
        return password.isEmpty ? nil : String(password)
    }
}
