import LibPQ
import Staging
import Tabular

/// Keeps each table's primary key the key the run's rows hold (`DeclaredKeys`, decided over
/// the files), so no row is ever lost to a key: a key of the database that the run's rows
/// break (they repeat it, or leave part of it empty) is dropped before the merge, with a
/// warning naming those rows, and the table is merged by whole rows; once the table's rows
/// hold the run's key again, it is declared again after the merge.
struct PostgresKeySync {
    let connection: PQConnection
    let schema: String

    /// Drops `existing`'s primary key when it is not `feed`'s (its columns become nullable);
    /// `check`: says so without dropping. Nil when the key stays.
    func release(_ feed: PostgresTableFeed, existing: PostgresSchemaSync.Existing?, staged: String, check: Bool)
        throws(PQError) -> PostgresLoadReport.Warning?
    {
        guard let existing, !existing.primaryKey.isEmpty, existing.primaryKey != feed.keys.primaryKey else { return nil }
        let table = PostgresSQL.qualified(schema, feed.header.name)
        let key = existing.primaryKey
        let staysIn = Set(feed.columns.map(\.name))
        var why = "the run declares key (\(feed.keys.primaryKey.joined(separator: ", ")))"
        if key.allSatisfy(staysIn.contains) {
            let nulls = key.map { "\(PostgresSQL.identifier($0)) IS NULL" }.joined(separator: " OR ")
            let breaking = try connection.execute(
                "SELECT ROW(\(PostgresSQL.identifiers(key)))::text FROM \(staged) GROUP BY \(PostgresSQL.identifiers(key)) "
                    + "HAVING count(*) > 1 OR bool_or(\(nulls)) ORDER BY 1 LIMIT 6")
            let rows = breaking.rows.compactMap { $0.first ?? nil }
            if !rows.isEmpty {
                why =
                    "the run's rows repeat it or leave part of it empty: (\(key.joined(separator: ", "))) = "
                    + rows.prefix(5).joined(separator: ", ") + (rows.count > 5 ? ", …" : "")
            }
        }
        if !check {
            let name =
                try connection.execute(
                    "SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'p'", [table]
                ).rows.first?.first ?? nil
            if let name { try connection.execute("ALTER TABLE \(table) DROP CONSTRAINT \(PostgresSQL.identifier(name))") }
            let nullable = key.map { "ALTER COLUMN \(PostgresSQL.identifier($0)) DROP NOT NULL" }.joined(separator: ", ")
            try connection.execute("ALTER TABLE \(table) \(nullable)")
        }
        return PostgresLoadReport.Warning(
            "postgres_constraint_dropped",
            "PostgreSQL table \(feed.header.name): PRIMARY KEY (\(key.joined(separator: ", "))) \(check ? "would be" : "is") dropped, "
                + "since \(why); every row is kept")
    }

    /// Declares `feed`'s key on a table that has none once every row holds it (after the merge,
    /// the deferred foreign keys checked first: a table with pending checks cannot be altered).
    /// Returns the schema change, or nil.
    func restore(_ feed: PostgresTableFeed) throws(PQError) -> String? {
        let key = feed.keys.primaryKey
        guard !key.isEmpty else { return nil }
        let table = PostgresSQL.qualified(schema, feed.header.name)
        let has = try connection.execute("SELECT 1 FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'p'", [table])
        guard has.rows.isEmpty else { return nil }
        let columns = PostgresSQL.identifiers(key)
        let nulls = key.map { "\(PostgresSQL.identifier($0)) IS NULL" }.joined(separator: " OR ")
        let holds = try connection.execute(
            "SELECT NOT EXISTS (SELECT 1 FROM \(table) WHERE \(nulls)) "
                + "AND NOT EXISTS (SELECT 1 FROM \(table) GROUP BY \(columns) HAVING count(*) > 1)")
        guard holds.rows.first?.first == "t" else { return nil }
        try connection.execute("SET CONSTRAINTS ALL IMMEDIATE")
        try connection.execute("ALTER TABLE \(table) ADD PRIMARY KEY (\(columns))")
        return "\(feed.header.name): primary key (\(key.joined(separator: ", "))) declared"
    }
}
