import LibPQ

/// What a role that may not write the schema (SQLSTATE 42501 on a statement that works on the
/// schema: creating a table in it, or any use of a schema the role may not use) is told: the
/// schema, by that word, and the grant an owner runs.
struct PostgresPrivilege {
    let schema: String
    let role: String

    /// The load's error for `error`, a refusal while the load worked on `table` (the schema's
    /// name when it worked on the schema itself); nil when the refusal is not the schema's.
    func schemaRefusal(_ error: PQError, table: String) -> PostgresLoadError? {
        guard error.sqlState == "42501", !schema.isEmpty else { return nil }
        let onSchema =
            table == schema || error.message.contains("for schema ")
            || ["CREATE TABLE", "CREATE SCHEMA"].contains { error.statement.hasPrefix($0) }
        guard onSchema else { return nil }
        return .notPermitted(
            server: error.server, object: "schema \(schema)", reason: error.primary.isEmpty ? error.message : error.primary,
            fix: "GRANT USAGE, CREATE ON SCHEMA \(PostgresSQL.identifier(schema)) TO \(PostgresSQL.identifier(role));")
    }
}
