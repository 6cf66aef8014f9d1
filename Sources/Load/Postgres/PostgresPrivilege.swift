import LibPQ

/// What a role that lacks a privilege (SQLSTATE 42501) is told: the schema, when the statement
/// the server refused works on the schema (creating a table in it, or any use of a schema the
/// role may not use), else the table; with the SQL an owner runs to grant it.
struct PostgresPrivilege {
    let schema: String
    let role: String

    /// The load's error for `error`, a refusal while the load worked on `table` (the schema's
    /// name when it worked on the schema itself).
    func refusal(_ error: PQError, table: String) -> PostgresLoadError {
        let onSchema = table == schema || error.message.contains("for schema ")
            || ["CREATE TABLE", "CREATE SCHEMA"].contains { error.statement.hasPrefix($0) }
        let grantee = PostgresSQL.identifier(role)
        let reason = error.primary.isEmpty ? error.message : error.primary
        if onSchema {
            return .notPermitted(
                server: error.server, object: "schema \(schema)", reason: reason,
                fix: "GRANT USAGE, CREATE ON SCHEMA \(PostgresSQL.identifier(schema)) TO \(grantee);")
        }
        let target = PostgresSQL.qualified(schema, table)
        let fix = error.message.contains("must be owner")
            ? "ALTER TABLE \(target) OWNER TO \(grantee);" : "GRANT SELECT, INSERT, UPDATE, DELETE ON \(target) TO \(grantee);"
        return .notPermitted(server: error.server, object: "table \(schema).\(table)", reason: reason, fix: fix)
    }
}
