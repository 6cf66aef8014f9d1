import Foundation
package import LibPQ

/// `load: {postgres: {url, schema}}`: the PostgreSQL database a run merges its tables into.
package struct PostgresSpec: Sendable, Equatable, CustomStringConvertible {
    /// The libpq connection string, read and checked by libpq's parser when the file is read:
    /// `postgresql://user@host:port/db?sslmode=…`, `host=/socket/dir dbname=…`, or empty for the
    /// `PG*` variables alone. It may hold a password; it is shown only redacted.
    package let connection: PQConnectionString
    /// The schema every table is created in: the one named, else `football` (`defaultSchema`).
    package let schema: String
    /// Whether the pipeline named the schema; an unnamed one stays `public` where `public`
    /// already holds football-etl tables (loaded before 0.3.0 made `football` the default).
    package let schemaIsNamed: Bool

    /// The schema of a pipeline that names none.
    package static let defaultSchema = "football"

    /// Registers the connection's secrets (a password in any form, `sslpassword`) and the
    /// `PGPASSWORD` libpq would read with `SecretRedaction`, so no printed text can carry them.
    /// Shorter ones than `SecretRedaction.shortestSecret` are left to structural redaction: a
    /// connection string is only ever shown as `PQConnectionString.redacted`.
    package init(connection: PQConnectionString, schema: String?) {
        self.connection = connection
        self.schema = schema ?? Self.defaultSchema
        schemaIsNamed = schema != nil
        for secret in connection.secrets { SecretRedaction.register(secret) }
        if let password = ProcessInfo.processInfo.environment["PGPASSWORD"] { SecretRedaction.register(password) }
    }

    /// The spec for the connection string `url`; throws what libpq cannot read in it.
    package init(url: String, schema: String?) throws(PQConnectionStringProblem) {
        self.init(connection: try PQConnectionString(url), schema: schema)
    }

    /// `postgres schema football at postgresql://etl:<redacted>@db/football`.
    package var description: String {
        "postgres schema \(schema) " + (connection.text.isEmpty ? "(connection from the PG* variables)" : "at \(connection.redacted)")
    }
}
