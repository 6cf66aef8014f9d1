import APIModel
import LibPQ
import Staging
import Tabular

/// One attempt at a load, in one transaction on one connection: one advisory lock on the schema
/// is taken before any of its tables is read or touched (so shards loading at once queue, never
/// deadlock), the rows of tables that exist are copied into temporary tables, the guards run (no
/// table football-etl did not create, no `--prune` over other pipelines' rows), the schema is
/// brought up to date, every existing table merged, foreign keys the rows break dropped, and the
/// load recorded. A table this load creates takes its rows by COPY directly, with nothing to merge,
/// and its foreign keys are declared once every table holds its rows (a key the rows break is left
/// out, with the same warning). Check mode changes nothing: it stages every table, counts with
/// SELECTs against the temporary tables and rolls back, so it needs only SELECT and TEMP.
struct PostgresTransaction {
    let connection: PQConnection
    let schema: String
    let feeds: [PostgresTableFeed]
    let leagueSeasons: [LeagueSeason]
    let prune: Bool

    func run(check: Bool, record: PostgresLoadHistory.Entry) throws(PostgresLoadError) -> PostgresLoadReport {
        var table = schema
        do {
            try connection.execute("BEGIN")
            try stageScope()
            try connection.execute("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", ["football-etl:" + schema])
            let sync = PostgresSchemaSync(connection: connection, schema: schema)
            var report = PostgresLoadReport()
            let existing = try sync.schemaExists() ? try sync.existingTables() : [:]
            let created = check ? [] : Set(feeds.indices.filter { existing[feeds[$0].header.name] == nil })
            for (index, feed) in feeds.enumerated() where !created.contains(index) {
                table = feed.header.name
                try stage(feed, as: Self.stagedName(index))
            }
            table = schema
            let guards = PostgresGuards(connection: connection, schema: schema)
            try guards.refuseForeignTables(feeds.map(\.header.name), existing: existing)
            if prune, let refusal = try guards.pruneRefusal(pipeline: record.pipeline, existing: existing) { throw refusal }
            for feed in feeds {
                if let change = sync.typeChange(of: feed, existing: existing[feed.header.name]) { throw change }
            }
            if check {
                if try !sync.schemaExists() { report.schemaChanges.append("schema \(schema) created") }
            } else if try sync.ensureSchema() {
                report.schemaChanges.append("schema \(schema) created")
            }
            let keys = PostgresKeySync(connection: connection, schema: schema)
            var plans: [PostgresSchemaSync.Plan] = []
            var primaryKeys = existing.mapValues(\.primaryKey)
            for (index, feed) in feeds.enumerated() {
                table = feed.header.name
                let found = existing[feed.header.name]
                for column in sync.textHeldNumbers(of: feed, existing: found) {
                    let name = PostgresSQL.identifier(column)
                    try connection.execute("ALTER TABLE pg_temp.\(Self.stagedName(index)) ALTER COLUMN \(name) TYPE TEXT")
                }
                let plan = sync.plan(feed, existing: found)
                if !check { try sync.apply(plan) }
                report.schemaChanges += plan.changes
                report.warnings += plan.warnings
                if let warning = try keys.release(feed, existing: found, staged: "pg_temp." + Self.stagedName(index), check: check) {
                    report.warnings.append(warning)
                }
                primaryKeys[feed.header.name] = plan.created ? feed.keys.primaryKey : primaryKeys[feed.header.name]
                plans.append(plan)
            }
            if check {
                for (index, feed) in feeds.enumerated() {
                    table = feed.header.name
                    let counts = try merge(feed, index: index).counted(sources: plans[index].created ? nil : plans[index].sources)
                    report.tables.append(PostgresLoadReport.TableCounts(name: feed.header.name, counts: counts))
                }
                try connection.execute("ROLLBACK")
                return report
            }
            var copied: [Int: Int] = [:]
            for index in created.sorted() {
                table = feeds[index].header.name
                copied[index] = try copy(feeds[index], into: PostgresSQL.qualified(schema, table))
            }
            let merged = try mergeAll(skipping: created, repairing: &report.warnings, at: &table)
            report.tables = feeds.indices.map { index in
                let counts = copied[index].map { PostgresLoadReport.Counts(inserted: $0) } ?? merged[index] ?? .init()
                return PostgresLoadReport.TableCounts(name: feeds[index].header.name, counts: counts)
            }
            try connection.execute("SET CONSTRAINTS ALL IMMEDIATE")
            for index in created.sorted() {
                table = feeds[index].header.name
                report.warnings += try declareForeignKeys(of: feeds[index], primaryKeys: primaryKeys, sync: sync)
            }
            for feed in feeds {
                table = feed.header.name
                if let change = try keys.restore(feed) { report.schemaChanges.append(change) }
            }
            table = PostgresLoadHistory.tableName
            try PostgresLoadHistory(connection: connection, schema: schema).record(record, report: report)
            table = schema
            try connection.execute("COMMIT")
            return report
        } catch let error as PQError {
            _ = try? connection.execute("ROLLBACK")
            throw Self.mapped(error, table: table, schema: schema, role: connection.user)
        } catch let error as PostgresLoadError {
            _ = try? connection.execute("ROLLBACK")
            throw error
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw .statement(table: table, key: nil, reason: "\(error)")
        }
    }

    /// Merges every table but the `created` ones after a savepoint; when the merged rows break a
    /// foreign key, rolls back to it, drops those keys (a warning each) and merges again.
    private func mergeAll(skipping created: Set<Int>, repairing warnings: inout [PostgresLoadReport.Warning], at table: inout String)
        throws(PQError) -> [Int: PostgresLoadReport.Counts]
    {
        let repair = PostgresForeignKeyRepair(connection: connection, schema: schema)
        try connection.execute("SAVEPOINT fe_merge")
        var counts = try mergeOnce(skipping: created, at: &table)
        table = schema
        let broken = try repair.broken()
        guard !broken.isEmpty else { return counts }
        try connection.execute("ROLLBACK TO SAVEPOINT fe_merge")
        for (key, rows) in broken {
            table = key.table
            warnings.append(try repair.drop(key, rows: rows))
        }
        counts = try mergeOnce(skipping: created, at: &table)
        return counts
    }

    private func mergeOnce(skipping created: Set<Int>, at table: inout String) throws(PQError) -> [Int: PostgresLoadReport.Counts] {
        var counts: [Int: PostgresLoadReport.Counts] = [:]
        for (index, feed) in feeds.enumerated() where !created.contains(index) {
            table = feed.header.name
            counts[index] = try merge(feed, index: index).run()
        }
        return counts
    }

    /// Declares the foreign keys of a table this load created, each checked against the rows as
    /// it is added; a key the rows break is left out (rolled back to a savepoint), with the
    /// warning a dropped key gets.
    private func declareForeignKeys(of feed: PostgresTableFeed, primaryKeys: [String: [String]], sync: PostgresSchemaSync)
        throws(PQError) -> [PostgresLoadReport.Warning]
    {
        let repair = PostgresForeignKeyRepair(connection: connection, schema: schema)
        var warnings: [PostgresLoadReport.Warning] = []
        for key in sync.foreignKeys(of: feed, primaryKeys: primaryKeys) {
            try connection.execute("SAVEPOINT fe_foreign_key")
            do {
                try connection.execute(sync.declaration(of: key))
                try connection.execute("RELEASE SAVEPOINT fe_foreign_key")
            } catch  where error.sqlState == "23503" {
                try connection.execute("ROLLBACK TO SAVEPOINT fe_foreign_key")
                warnings.append(repair.warning(key, rows: try repair.rows(breaking: key)))
            }
        }
        return warnings
    }

    /// The merge of `feed` (staged as number `index`) by the key its rows hold.
    private func merge(_ feed: PostgresTableFeed, index: Int) -> PostgresMerge {
        PostgresMerge(
            connection: connection, target: PostgresSQL.qualified(schema, feed.header.name), staged: "pg_temp." + Self.stagedName(index),
            columns: feed.columns.map(\.name), key: feed.keys.primaryKey, placement: feed.placement, prune: prune)
    }

    /// A failed statement as the load's error; a lost connection stays a `PQError` for the retry.
    /// A schema the role may not write (SQLSTATE 42501) is named as a schema, with the grant to ask for.
    static func mapped(_ error: PQError, table: String, schema: String = "", role: String = "") -> PostgresLoadError {
        switch error.kind {
        case .authentication: .refused(server: error.server, reason: error.message)
        case .noDatabase(let database): .noDatabase(server: error.server, database: database)
        case .unreachable: .unavailable(server: error.server, attempts: 1, reason: error.message)
        case .statement where error.connectionLost: .unavailable(server: error.server, attempts: 1, reason: error.message)
        case .statement:
            PostgresPrivilege(schema: schema, role: role).schemaRefusal(error, table: table)
                ?? .statement(table: table, key: nil, reason: error.description)
        }
    }

    static func stagedName(_ index: Int) -> String { "fe_stage_\(index + 1)" }

    /// `fe_scope`: the run's league-seasons, which per-league-season tables replace.
    private func stageScope() throws(PQError) {
        try connection.execute("CREATE TEMP TABLE fe_scope (\"league_id\" BIGINT, \"season\" BIGINT) ON COMMIT DROP")
        guard !leagueSeasons.isEmpty else { return }
        let values = leagueSeasons.sorted().map { "(\($0.league), \($0.season))" }.joined(separator: ", ")
        try connection.execute("INSERT INTO pg_temp.fe_scope VALUES \(values)")
    }

    /// Copies a table's rows into a temporary table of its columns.
    private func stage(_ feed: PostgresTableFeed, as name: String) throws {
        let columns = feed.columns.map { "\(PostgresSQL.identifier($0.name)) \(PostgresSQL.declaredType($0.type))" }
        try connection.execute("CREATE TEMP TABLE \(name) (\(columns.joined(separator: ", "))) ON COMMIT DROP")
        _ = try copy(feed, into: "pg_temp.\(name)")
    }

    /// Copies a table's rows into `target` (its columns in the feed's order), analyses it (a table
    /// filled in this transaction has no statistics yet: the merges' and the keys' joins would be
    /// planned blind) and returns how many rows it copied.
    private func copy(_ feed: PostgresTableFeed, into target: String) throws -> Int {
        var failure: (any Error)?
        var count = 0
        let columns = PostgresSQL.identifiers(feed.columns.map(\.name))
        try connection.copy("COPY \(target) (\(columns)) FROM STDIN") { (send: ([UInt8]) throws(PQError) -> Void) throws(PQError) in
            for piece in feed.pieces {
                let rows: [[CellValue]]
                do { rows = try feed.rows(of: piece) } catch {
                    failure = error
                    return
                }
                count += rows.count
                for start in stride(from: 0, to: rows.count, by: 5_000) {
                    var bytes: [UInt8] = []
                    PostgresCopyText.append(Array(rows[start..<min(start + 5_000, rows.count)]), into: &bytes)
                    try send(bytes)
                }
            }
        }
        if let failure { throw failure }
        try connection.execute("ANALYZE \(target)")
        return count
    }
}
