import APIModel
import LibPQ
import Tabular

/// One attempt at a load, in one transaction on one connection: the rows are copied into
/// temporary tables first, then one advisory lock on the schema is taken before any of its
/// tables is touched (so shards loading at once queue, never deadlock), then the schema is
/// brought up to date, every table merged and the load recorded. Check mode rolls back.
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
            if try sync.ensureSchema() { report.schemaChanges.append("schema \(schema) created") }
            let existing = try sync.existingTables()
            for feed in feeds {
                if let change = sync.typeChange(of: feed, existing: existing[feed.header.name]) { throw change }
            }
            var created: [PostgresTableFeed] = []
            var primaryKeys = existing.mapValues(\.primaryKey)
            for feed in feeds {
                table = feed.header.name
                let outcome = try sync.sync(feed, existing: existing[feed.header.name])
                report.schemaChanges += outcome.changes
                report.warnings += outcome.warnings
                if outcome.created {
                    created.append(feed)
                    primaryKeys[feed.header.name] = feed.keys.primaryKey
                }
            }
            for feed in created {
                table = feed.header.name
                try sync.declareForeignKeys(of: feed, primaryKeys: primaryKeys)
            }
            for (index, feed) in feeds.enumerated() {
                table = feed.header.name
                let key = Self.mergeKey(feed, existing: primaryKeys[feed.header.name] ?? [])
                let merge = PostgresMerge(
                    connection: connection, target: PostgresSQL.qualified(schema, feed.header.name), staged: "pg_temp." + Self.stagedName(index),
                    columns: feed.columns.map(\.name), key: key, placement: feed.placement, prune: prune)
                report.tables.append(PostgresLoadReport.TableCounts(name: feed.header.name, counts: try merge.run()))
            }
            table = PostgresLoadHistory.tableName
            if check {
                try connection.execute("ROLLBACK")
            } else {
                try PostgresLoadHistory(connection: connection, schema: schema).record(record, report: report)
                table = schema
                try connection.execute("COMMIT")
            }
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

    /// The target's primary key when it has one the run writes, else the keys the rows satisfy.
    private static func mergeKey(_ feed: PostgresTableFeed, existing: [String]) -> [String] {
        let names = Set(feed.columns.map(\.name))
        if !existing.isEmpty, existing.allSatisfy(names.contains) { return existing }
        return feed.keys.primaryKey
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
