import APIModel
import LibPQ
import Staging
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
        /// The table's comment (football-etl's marker, or anything else).
        var comment: String?
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
        // pg_catalog, not information_schema: its key views hide the keys of tables a role may only read (`run --check`).
        let keys = try connection.execute(
            """
            SELECT cl.relname, a.attname FROM pg_constraint con JOIN pg_class cl ON cl.oid = con.conrelid
            JOIN pg_namespace n ON n.oid = cl.relnamespace
            CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY k(attnum, ord)
            JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
            WHERE n.nspname = $1 AND con.contype = 'p' ORDER BY cl.relname, k.ord
            """, [schema])
        for row in keys.rows { tables[row[0]!]?.primaryKey.append(row[1]!) }
        let comments = try connection.execute(
            "SELECT c.relname, obj_description(c.oid, 'pg_class') FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                + "WHERE n.nspname = $1", [schema])
        for row in comments.rows { tables[row[0]!]?.comment = row[1] ?? nil }
        return tables
    }

    /// Whether the schema exists.
    func schemaExists() throws(PQError) -> Bool {
        try !connection.execute("SELECT 1 FROM pg_namespace WHERE nspname = $1", [schema]).rows.isEmpty
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

    /// The first column whose type in the database differs from the run's, as the error to stop
    /// with; a TEXT column the run now writes numbers into is kept (`textHeldNumbers`).
    func typeChange(of feed: PostgresTableFeed, existing: Existing?) -> PostgresLoadError? {
        guard let existing else { return nil }
        for column in feed.columns {
            let name = renamed(column.name, in: feed, existing: existing)
            guard let found = existing.columns[name], found != PostgresSQL.catalogName(column.type) else { continue }
            if found == PostgresSQL.catalogName(.text), PostgresSQL.isNumber(column.type) { continue }
            let type = PostgresSQL.declaredType(column.type)
            let fix =
                "ALTER TABLE \(PostgresSQL.qualified(schema, feed.header.name)) ALTER COLUMN \(PostgresSQL.identifier(name)) "
                + "TYPE \(type) USING \(PostgresSQL.identifier(name))::\(type);"
            return .typeChanged(table: feed.header.name, column: name, database: found, run: PostgresSQL.catalogName(column.type), fix: fix)
        }
        return nil
    }

    /// The run's number columns that the database holds as TEXT (an unknown statistic that was
    /// text once): their values are written into it as text.
    func textHeldNumbers(of feed: PostgresTableFeed, existing: Existing?) -> [String] {
        guard let existing else { return [] }
        return feed.columns.filter { column in
            PostgresSQL.isNumber(column.type) && existing.columns[renamed(column.name, in: feed, existing: existing)] == "text"
        }.map(\.name)
    }

    /// What bringing one table to the run's columns takes: the statements, in order, what they
    /// change and what to warn about; `run --check` reports them without running them.
    struct Plan {
        var statements: [String] = []
        var changes: [String] = []
        var warnings: [PostgresLoadReport.Warning] = []
        /// Run column → the target's column it is read from before the statements run (renamed, adopted).
        var sources: [String: String] = [:]
        var created = false
    }

    /// Creates or alters the table and comments it.
    func plan(_ feed: PostgresTableFeed, existing: Existing?) -> Plan {
        let table = PostgresSQL.qualified(schema, feed.header.name)
        var plan = Plan()
        if var existing {
            for column in feed.columns where existing.columns[column.name] != nil { plan.sources[column.name] = column.name }
            for rename in renames(of: feed, existing: existing) {
                let (old, new) = (rename.old, rename.new)
                plan.statements.append(
                    "ALTER TABLE \(table) RENAME COLUMN \(PostgresSQL.identifier(old)) TO \(PostgresSQL.identifier(new))")
                existing.columns[new] = existing.columns.removeValue(forKey: old)
                plan.sources[new] = old
                plan.changes.append("\(feed.header.name): column \(old) renamed to \(new)")
            }
            for column in feed.columns where existing.columns[column.name] == nil {
                plan.statements.append(
                    "ALTER TABLE \(table) ADD COLUMN \(PostgresSQL.identifier(column.name)) \(PostgresSQL.declaredType(column.type))")
                plan.changes.append("\(feed.header.name): column \(column.name) added")
            }
            for name in textHeldNumbers(of: feed, existing: existing) {
                plan.warnings.append(
                    PostgresLoadReport.Warning(
                        "postgres_text_column",
                        "PostgreSQL table \(feed.header.name): column \(name) is TEXT in the database (it "
                            + "held text before) and the run's values are numbers; they are written into it as text, the files keep "
                            + "them as numbers"))
            }
            let written = Set(feed.columns.map(\.name))
            for name in existing.columns.keys.sorted() where !written.contains(name) {
                plan.warnings.append(
                    PostgresLoadReport.Warning(
                        "postgres_column_kept",
                        "PostgreSQL table \(feed.header.name): column \(name) is no longer written by this run; it is kept, empty in "
                            + "new rows"
                    ))
            }
        } else {
            var parts = feed.columns.map { "\(PostgresSQL.identifier($0.name)) \(PostgresSQL.declaredType($0.type))" }
            if !feed.keys.primaryKey.isEmpty { parts.append("PRIMARY KEY (\(PostgresSQL.identifiers(feed.keys.primaryKey)))") }
            plan.statements.append("CREATE TABLE \(table) (\n  \(parts.joined(separator: ",\n  "))\n)")
            plan.changes.append("\(feed.header.name): table created")
            plan.created = true
        }
        let leading = feed.keys.primaryKey.first
        for column in feed.columns where column.name.hasSuffix("_id") && column.name != leading {
            let index = PostgresSQL.identifier(String("\(feed.header.name)_\(column.name)_idx".prefix(63)))
            plan.statements.append("CREATE INDEX IF NOT EXISTS \(index) ON \(table) (\(PostgresSQL.identifier(column.name)))")
        }
        plan.statements.append(comment(feed, table: table))
        return plan
    }

    /// Runs a plan's statements.
    func apply(_ plan: Plan) throws(PQError) {
        for statement in plan.statements { try connection.execute(statement) }
    }

    /// The foreign keys a table created by this load declares (rows of older loads were never
    /// checked against them): those whose referenced columns are the referenced table's key.
    func foreignKeys(of feed: PostgresTableFeed, primaryKeys: [String: [String]]) -> [PostgresForeignKeyRepair.Key] {
        feed.keys.foreignKeys.enumerated().compactMap { number, key in
            guard primaryKeys[key.table] == key.referencedColumns else { return nil }
            return PostgresForeignKeyRepair.Key(
                name: String("\(feed.header.name)_fk\(number + 1)".prefix(63)), table: feed.header.name, columns: key.columns,
                parent: key.table, parentColumns: key.referencedColumns)
        }
    }

    /// The statement that declares `key`, checked at commit for rows written after it.
    func declaration(of key: PostgresForeignKeyRepair.Key) -> String {
        "ALTER TABLE \(PostgresSQL.qualified(schema, key.table)) ADD CONSTRAINT \(PostgresSQL.identifier(key.name)) FOREIGN KEY "
            + "(\(PostgresSQL.identifiers(key.columns))) REFERENCES \(PostgresSQL.qualified(schema, key.parent)) "
            + "(\(PostgresSQL.identifiers(key.parentColumns))) DEFERRABLE INITIALLY DEFERRED"
    }

    private func comment(_ feed: PostgresTableFeed, table: String) -> String {
        let key = feed.header.key.isEmpty ? "no key" : "key (\(feed.header.key.joined(separator: ", ")))"
        let placement =
            feed.placement.isPerLeagueSeason
            ? "rows of one league-season each, replaced per league-season" : "rows shared by every league-season, upserted by key"
        let marked = "\(PostgresMarker.start(of: feed.header.name)) \(key); \(placement)."
        var statements = ["COMMENT ON TABLE \(table) IS \(PostgresSQL.literal(marked))"]
        for column in feed.columns {
            statements.append(
                "COMMENT ON COLUMN \(table).\(PostgresSQL.identifier(column.name)) IS \(PostgresSQL.literal(PostgresSQL.comment(column)))")
        }
        return statements.joined(separator: ";\n")
    }

    /// The catalog's renames (`Table.renames`: a column renamed, or a statistic name 0.2.0 let
    /// PostgreSQL cut to 63 bytes) of a table that still has the old name.
    private func renames(of feed: PostgresTableFeed, existing: Existing) -> [ColumnRename] {
        feed.header.renames.filter { existing.columns[$0.old] != nil && existing.columns[$0.new] == nil }
    }

    /// The name a run column has in the database before the renames run.
    private func renamed(_ name: String, in feed: PostgresTableFeed, existing: Existing) -> String {
        renames(of: feed, existing: existing).first { $0.new == name }?.old ?? name
    }
}
