import LibPQ

/// What a load refuses before it touches a table: a table of one of its names that football-etl
/// did not create (a foreign table is never altered, filled or emptied), and `--prune` in a
/// schema that other pipelines load too (their shared rows would be deleted).
struct PostgresGuards {
    let connection: PQConnection
    let schema: String

    /// Throws `foreignTables` naming every table of `names` (and the load history) that exists
    /// in the schema without the football-etl marker (`existing`: name → its table comment).
    func refuseForeignTables(_ names: [String], existing: [String: PostgresSchemaSync.Existing]) throws(PostgresLoadError) {
        let foreign = (names + [PostgresLoadHistory.tableName]).filter { name in
            guard let table = existing[name] else { return false }
            return !PostgresMarker.marks(table.comment, table: name)
        }
        guard !foreign.isEmpty else { return }
        throw .foreignTables(tables: foreign.map { "\(schema).\($0)" }, server: connection.server)
    }

    /// `pruneShared` when the load history names pipelines other than `pipeline`.
    func pruneRefusal(pipeline: String, existing: [String: PostgresSchemaSync.Existing]) throws(PQError) -> PostgresLoadError? {
        guard existing[PostgresLoadHistory.tableName] != nil else { return nil }
        let others = try connection.execute(
            "SELECT DISTINCT \"pipeline\" FROM \(PostgresSQL.qualified(schema, PostgresLoadHistory.tableName)) "
                + "WHERE \"pipeline\" <> $1 ORDER BY 1", [pipeline])
        let names = others.rows.compactMap { $0.first ?? nil }
        return names.isEmpty ? nil : .pruneShared(schema: schema, pipelines: names)
    }
}
