import APIModel
import LibPQ
import Tabular

/// Brings the schema's tables to the run's columns inside the load's transaction: creates the
/// schema and missing tables (typed columns, primary key, indexes on `*_id` columns, foreign
/// keys), renames columns the catalog renamed, adds new columns, keeps (and warns about) the
/// ones the run no longer writes, and comments every table and column. A changed type stops
/// the load before any table is touched.
struct PostgresSchemaSync {
    /// What the database holds of one table.
    struct Existing {
        /// Column name → `information_schema` type name.
        var columns: [String: String]
        var primaryKey: [String]
    }

    let connection: PQConnection
    let schema: String

    /// Every table of the schema as it is now.
    func existingTables() throws(PQError) -> [String: Existing] {
        var tables: [String: Existing] = [:]
        let columns = try connection.execute(
            "SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = $1 "
                + "ORDER BY table_name, ordinal_position", [schema])
        for row in columns.rows {
            tables[row[0]!, default: Existing(columns: [:], primaryKey: [])].columns[row[1]!] = row[2]!
        }
        let keys = try connection.execute(
            """
            SELECT tc.table_name, kcu.column_name FROM information_schema.table_constraints tc
            JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
              AND kcu.table_schema = tc.table_schema AND kcu.table_name = tc.table_name
            WHERE tc.table_schema = $1 AND tc.constraint_type = 'PRIMARY KEY' ORDER BY tc.table_name, kcu.ordinal_position
            """, [schema])
        for row in keys.rows { tables[row[0]!]?.primaryKey.append(row[1]!) }
        return tables
    }

    /// Creates the schema when missing, or throws the SQL an owner must run when this role may not.
    func ensureSchema() throws(PostgresLoadError) -> Bool {
        do {
            guard try connection.execute("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]).rows.isEmpty else { return false }
            let allowed = try connection.execute("SELECT has_database_privilege(current_database(), 'CREATE')").rows.first?.first
            guard allowed == "t" else {
                let role = connection.user
                throw PostgresLoadError.cannotCreateSchema(
                    schema: schema, server: connection.server,
                    fix: "CREATE SCHEMA \(PostgresSQL.identifier(schema)) AUTHORIZATION \(PostgresSQL.identifier(role));")
            }
            try connection.execute("CREATE SCHEMA \(PostgresSQL.identifier(schema))")
            return true
        } catch let error as PQError {
            throw PostgresTransaction.mapped(error, table: schema, schema: schema, role: connection.user)
        } catch let error as PostgresLoadError {
            throw error
        } catch {
            preconditionFailure("unexpected \(error)")
        }
    }

    /// The first column whose type in the database differs from the run's, as the error to stop with.
    func typeChange(of feed: PostgresTableFeed, existing: Existing?) -> PostgresLoadError? {
        guard let existing else { return nil }
        for column in feed.columns {
            let name = renamed(column.name, by: feed.header.renames, existing: existing)
            guard let found = existing.columns[name], found != PostgresSQL.catalogName(column.type) else { continue }
            let type = PostgresSQL.declaredType(column.type)
            let fix = "ALTER TABLE \(PostgresSQL.qualified(schema, feed.header.name)) ALTER COLUMN \(PostgresSQL.identifier(name)) "
                + "TYPE \(type) USING \(PostgresSQL.identifier(name))::\(type);"
            return .typeChanged(table: feed.header.name, column: name, database: found, run: PostgresSQL.catalogName(column.type), fix: fix)
        }
        return nil
    }

    /// Creates or alters the table and comments it; returns what changed and what to warn about.
    func sync(_ feed: PostgresTableFeed, existing: Existing?) throws(PQError) -> (changes: [String], warnings: [String], created: Bool) {
        let table = PostgresSQL.qualified(schema, feed.header.name)
        var changes: [String] = [], warnings: [String] = []
        if var existing {
            // The catalog's renames (`Table.renames`) for a table that still has the old name.
            for rename in feed.header.renames where existing.columns[rename.old] != nil && existing.columns[rename.new] == nil {
                try connection.execute(
                    "ALTER TABLE \(table) RENAME COLUMN \(PostgresSQL.identifier(rename.old)) TO \(PostgresSQL.identifier(rename.new))")
                existing.columns[rename.new] = existing.columns.removeValue(forKey: rename.old)
                changes.append("\(feed.header.name): column \(rename.old) renamed to \(rename.new)")
            }
            for column in feed.columns where existing.columns[column.name] == nil {
                try connection.execute(
                    "ALTER TABLE \(table) ADD COLUMN \(PostgresSQL.identifier(column.name)) \(PostgresSQL.declaredType(column.type))")
                changes.append("\(feed.header.name): column \(column.name) added")
            }
            let written = Set(feed.columns.map(\.name))
            for name in existing.columns.keys.sorted() where !written.contains(name) {
                warnings.append("PostgreSQL table \(feed.header.name): column \(name) is no longer written by this run; it is kept, "
                    + "empty in new rows")
            }
        } else {
            var parts = feed.columns.map { "\(PostgresSQL.identifier($0.name)) \(PostgresSQL.declaredType($0.type))" }
            if !feed.keys.primaryKey.isEmpty { parts.append("PRIMARY KEY (\(PostgresSQL.identifiers(feed.keys.primaryKey)))") }
            try connection.execute("CREATE TABLE \(table) (\n  \(parts.joined(separator: ",\n  "))\n)")
            changes.append("\(feed.header.name): table created")
        }
        let leading = feed.keys.primaryKey.first
        for column in feed.columns where column.name.hasSuffix("_id") && column.name != leading {
            let index = PostgresSQL.identifier(String("\(feed.header.name)_\(column.name)_idx".prefix(63)))
            try connection.execute("CREATE INDEX IF NOT EXISTS \(index) ON \(table) (\(PostgresSQL.identifier(column.name)))")
        }
        try comment(feed, table: table)
        return (changes, warnings, existing == nil)
    }

    /// Declares the foreign keys of a table created by this load (rows of older loads were never
    /// checked against them); checked at commit, so the merge order does not matter.
    func declareForeignKeys(of feed: PostgresTableFeed, primaryKeys: [String: [String]]) throws(PQError) {
        for (number, key) in feed.keys.foreignKeys.enumerated() where primaryKeys[key.table] == key.referencedColumns {
            let name = PostgresSQL.identifier(String("\(feed.header.name)_fk\(number + 1)".prefix(63)))
            try connection.execute(
                "ALTER TABLE \(PostgresSQL.qualified(schema, feed.header.name)) ADD CONSTRAINT \(name) FOREIGN KEY "
                    + "(\(PostgresSQL.identifiers(key.columns))) REFERENCES \(PostgresSQL.qualified(schema, key.table)) "
                    + "(\(PostgresSQL.identifiers(key.referencedColumns))) DEFERRABLE INITIALLY DEFERRED")
        }
    }

    private func comment(_ feed: PostgresTableFeed, table: String) throws(PQError) {
        let key = feed.header.key.isEmpty ? "no key" : "key (\(feed.header.key.joined(separator: ", ")))"
        let placement = feed.placement.isPerLeagueSeason
            ? "rows of one league-season each, replaced per league-season" : "rows shared by every league-season, upserted by key"
        var statements = ["COMMENT ON TABLE \(table) IS \(PostgresSQL.literal("football-etl table \(feed.header.name): \(key); \(placement)."))"]
        for column in feed.columns {
            statements.append(
                "COMMENT ON COLUMN \(table).\(PostgresSQL.identifier(column.name)) IS \(PostgresSQL.literal(PostgresSQL.comment(column)))")
        }
        try connection.execute(statements.joined(separator: ";\n"))
    }

    private func renamed(_ name: String, by renames: [ColumnRename], existing: Existing) -> String {
        renames.first { $0.new == name && existing.columns[$0.old] != nil && existing.columns[name] == nil }?.old ?? name
    }
}
