import LibPQ

/// The rule for a foreign key that new rows break: it is dropped, with a warning naming the
/// rows, and no row is dropped (as the SQLite output leaves such a key out). Foreign keys are
/// checked at COMMIT (deferred), so the merged rows are read for breaks first; a break rolls
/// the merges back to a savepoint, drops the broken keys and merges again.
struct PostgresForeignKeyRepair {
    /// One foreign key of the schema.
    struct Key {
        let name: String
        let table: String
        let columns: [String]
        let parent: String
        let parentColumns: [String]
    }

    let connection: PQConnection
    let schema: String

    /// Every foreign key of the schema whose rows break it, with up to six of those rows' values.
    func broken() throws(PQError) -> [(key: Key, rows: [String])] {
        var broken: [(key: Key, rows: [String])] = []
        for key in try keys() {
            let values = try rows(breaking: key)
            if !values.isEmpty { broken.append((key, values)) }
        }
        return broken
    }

    /// Up to six rows' values of `key`'s columns that have no row in the referenced table.
    func rows(breaking key: Key) throws(PQError) -> [String] {
        let child = key.columns.map { "c.\(PostgresSQL.identifier($0))" }
        let matching = zip(key.columns, key.parentColumns).map {
            "p.\(PostgresSQL.identifier($1)) = c.\(PostgresSQL.identifier($0))"
        }.joined(separator: " AND ")
        let rows = try connection.execute(
            "SELECT DISTINCT ROW(\(child.joined(separator: ", ")))::text FROM \(PostgresSQL.qualified(schema, key.table)) c "
                + "WHERE \(child.map { "\($0) IS NOT NULL" }.joined(separator: " AND ")) AND NOT EXISTS "
                + "(SELECT 1 FROM \(PostgresSQL.qualified(schema, key.parent)) p WHERE \(matching)) ORDER BY 1 LIMIT 6")
        return rows.rows.compactMap { $0.first ?? nil }
    }

    /// Drops `key` and returns the warning that names the rows breaking it.
    func drop(_ key: Key, rows: [String]) throws(PQError) -> PostgresLoadReport.Warning {
        try connection.execute(
            "ALTER TABLE \(PostgresSQL.qualified(schema, key.table)) DROP CONSTRAINT \(PostgresSQL.identifier(key.name))")
        return warning(key, rows: rows)
    }

    /// The warning for a key left out because the rows `rows` break it.
    func warning(_ key: Key, rows: [String]) -> PostgresLoadReport.Warning {
        let shown = rows.prefix(5).joined(separator: ", ") + (rows.count > 5 ? ", …" : "")
        return PostgresLoadReport.Warning(
            "postgres_constraint_dropped",
            "PostgreSQL table \(key.table): FOREIGN KEY (\(key.columns.joined(separator: ", "))) → \(key.parent) is dropped, since rows "
                + "with (\(key.columns.joined(separator: ", "))) = \(shown) have no \(key.parent) row; every row is kept")
    }

    private func keys() throws(PQError) -> [Key] {
        let found = try connection.execute(
            """
            SELECT con.conname, cl.relname, pc.relname,
              (SELECT string_agg(a.attname, $2 ORDER BY k.i) FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
                 JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n),
              (SELECT string_agg(a.attname, $2 ORDER BY k.i) FROM unnest(con.confkey) WITH ORDINALITY k(n, i)
                 JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n)
            FROM pg_constraint con JOIN pg_class cl ON cl.oid = con.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
            JOIN pg_class pc ON pc.oid = con.confrelid
            WHERE con.contype = 'f' AND n.nspname = $1 ORDER BY cl.relname, con.conname
            """, [schema, "\u{1F}"])
        return found.rows.map { row in
            Key(
                name: row[0] ?? "", table: row[1] ?? "", columns: Self.names(row[3]),
                parent: row[2] ?? "", parentColumns: Self.names(row[4]))
        }
    }

    /// Column names joined by U+001F (which no column name holds).
    private static func names(_ joined: String?) -> [String] {
        (joined ?? "").split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
    }
}
