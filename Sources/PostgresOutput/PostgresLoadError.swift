/// Why loading into PostgreSQL failed. Every case names the server (host, port, database), the
/// table and, where there is one, the row key; a connection string is shown only redacted.
package enum PostgresLoadError: Error, Equatable, CustomStringConvertible {
    /// The server could not be reached, or the connection was lost, after every retry (69).
    case unavailable(server: String, attempts: Int, reason: String)
    /// The server refused the password or the role (77).
    case refused(server: String, reason: String)
    /// The server said at login that it has no database of this name (69; never retried).
    case noDatabase(server: String, database: String)
    /// The role may not write `object` (`schema football`); nothing was written (73).
    case notPermitted(server: String, object: String, reason: String, fix: String)
    /// A column's type in the database is not the type the run writes; nothing was written (73).
    case typeChanged(table: String, column: String, database: String, run: String, fix: String)
    /// The schema is missing and the role may not create it (73).
    case cannotCreateSchema(schema: String, server: String, fix: String)
    /// Tables of the run's names that football-etl did not create (no marker comment): `schema.table` each (73).
    case foreignTables(tables: [String], server: String)
    /// `--prune` in a schema other pipelines load too: their shared rows would go (64).
    case pruneShared(schema: String, pipelines: [String])
    /// A statement failed on `table` (`key`: the row's key, when the server named one) (65).
    case statement(table: String, key: String?, reason: String)

    /// The sysexits code a command exits with.
    package var exitCode: Int32 {
        switch self {
        case .unavailable, .noDatabase: 69
        case .refused: 77
        case .typeChanged, .cannotCreateSchema, .notPermitted, .foreignTables: 73
        case .pruneShared: 64
        case .statement: 65
        }
    }

    package var description: String {
        switch self {
        case .unavailable(let server, let attempts, let reason):
            "PostgreSQL at \(server) is unavailable after \(attempts) attempt\(attempts == 1 ? "" : "s"): \(reason). "
                + "The database was left as it was before the run; check that the server runs and the url under "
                + "load.postgres, then run again."
        case .refused(let server, let reason):
            "PostgreSQL at \(server) refused the connection: \(reason). Check the user and password in load.postgres.url "
                + "(or PGUSER/PGPASSWORD); nothing was written."
        case .noDatabase(let server, let database):
            "PostgreSQL at \(server): the server says database \(database) does not exist; nothing was written. "
                + "Create it (createdb \(database)), or name an existing database in load.postgres.url."
        case .notPermitted(let server, let object, let reason, let fix):
            "PostgreSQL at \(server): this role may not write \(object) (\(reason)); nothing was written. "
                + "Ask an owner of the \(object.prefix { $0 != " " }) to run:\n  \(fix)"
        case .typeChanged(let table, let column, let database, let run, let fix):
            "PostgreSQL table \(table): column \(column) is \(database) in the database but the run writes \(run); "
                + "nothing was written. Convert the column, then run again:\n  \(fix)"
        case .cannotCreateSchema(let schema, let server, let fix):
            "PostgreSQL at \(server): schema \(schema) is missing and this role may not create it; nothing was written. "
                + "Ask an owner of the database to run:\n  \(fix)"
        case .foreignTables(let tables, let server):
            "PostgreSQL at \(server): \(tables.joined(separator: ", ")) \(tables.count == 1 ? "exists" : "exist") but football-etl did not "
                + "create \(tables.count == 1 ? "it" : "them") (no football-etl comment on the table); nothing was changed. Name another "
                + "schema under load.postgres.schema, or rename the table if it is yours to move."
        case .pruneShared(let schema, let pipelines):
            "--prune refused: schema \(schema) is loaded by other pipelines too (\(pipelines.joined(separator: ", "))), whose "
                + "shared rows (squads, venues, …) it would delete; nothing was changed. Run without --prune, or give each pipeline "
                + "a schema of its own."
        case .statement(let table, let key, let reason):
            "PostgreSQL table \(table)\(key.map { " row \($0)" } ?? ""): \(reason). The transaction was rolled back; "
                + "the database is as it was before the run."
        }
    }
}
