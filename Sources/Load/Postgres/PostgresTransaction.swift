import APIModel
import LibPQ
import Tabular

/// One attempt at a load, in one transaction on one connection: the rows are copied into
/// temporary tables first, then one advisory lock on the schema is taken before any of its
/// tables is touched (so shards loading at once queue, never deadlock), then the guards run
/// (no table football-etl did not create, no `--prune` over other pipelines' rows), the schema
/// is brought up to date, every table merged, foreign keys the rows break dropped, and the
/// load recorded. Check mode changes nothing: it counts with SELECTs against the temporary
/// tables and rolls back, so it needs only SELECT and TEMP.
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
            for (index, feed) in feeds.enumerated() {
                table = feed.header.name
                try stage(feed, as: Self.stagedName(index))
            }
            table = schema
            try connection.execute("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", ["football-etl:" + schema])
            let sync = PostgresSchemaSync(connection: connection, schema: schema)
            var report = PostgresLoadReport()
            let existing = try sync.schemaExists() ? try sync.existingTables() : [:]
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
            for (feed, plan) in zip(feeds, plans) where plan.created {
                table = feed.header.name
                try sync.declareForeignKeys(of: feed, primaryKeys: primaryKeys)
            }
            report.tables = try mergeAll(repairing: &report.warnings, at: &table)
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

    /// Merges every table after a savepoint; when the merged rows break a foreign key, rolls
    /// back to it, drops those keys (a warning each) and merges again.
    private func mergeAll(repairing warnings: inout [PostgresLoadReport.Warning], at table: inout String)
        throws(PQError) -> [PostgresLoadReport.TableCounts] {
        let repair = PostgresForeignKeyRepair(connection: connection, schema: schema)
        try connection.execute("SAVEPOINT fe_merge")
        var counts = try mergeOnce(at: &table)
        table = schema
        let broken = try repair.broken()
        guard !broken.isEmpty else { return counts }
        try connection.execute("ROLLBACK TO SAVEPOINT fe_merge")
        for (key, rows) in broken {
            table = key.table
            warnings.append(try repair.drop(key, rows: rows))
        }
        counts = try mergeOnce(at: &table)
        return counts
    }

    private func mergeOnce(at table: inout String) throws(PQError) -> [PostgresLoadReport.TableCounts] {
        var counts: [PostgresLoadReport.TableCounts] = []
        for (index, feed) in feeds.enumerated() {
            table = feed.header.name
            counts.append(PostgresLoadReport.TableCounts(name: feed.header.name, counts: try merge(feed, index: index).run()))
        }
        return counts
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
        var failure: (any Error)?
        try connection.copy("COPY pg_temp.\(name) FROM STDIN") { (send: ([UInt8]) throws(PQError) -> Void) throws(PQError) in
            for piece in feed.pieces {
                let rows: [[CellValue]]
                do { rows = try feed.rows(of: piece) } catch {
                    failure = error
                    return
                }
                for start in stride(from: 0, to: rows.count, by: 5_000) {
                    var bytes: [UInt8] = []
                    PostgresCopyText.append(Array(rows[start..<min(start + 5_000, rows.count)]), into: &bytes)
                    try send(bytes)
                }
            }
        }
        if let failure { throw failure }
        // Temporary tables get no statistics of their own: without them the merges' joins are planned blind.
        try connection.execute("ANALYZE pg_temp.\(name)")
    }
}
