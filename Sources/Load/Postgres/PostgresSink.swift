import APIModel
import Foundation
import LibPQ
package import PipelineSpec
package import Tabular

/// Loads a run's tables into PostgreSQL as a `TableSink`: the shared tables are kept as handed
/// over, each league-season's own tables in its own spool (`TableSpool`, so a retry can send
/// them again), and `finish` merges them all in one transaction (`PostgresTransaction`),
/// declaring the keys the run decided (`SinkRun.keys`). An unreachable server or a lost
/// connection retries the whole transaction after a pause, as the API's requests do, then stops
/// with `unavailable` (69); a refused login is `refused` (77).
package final class PostgresSink: TableSink {
    private let spec: PostgresSpec
    private let pipelineName: String
    private let catalogOrder: [String]
    /// Pauses before each retry, in seconds; one attempt more than pauses.
    private let retryPauses: [Double]
    private let spool: TableSpool
    private let notice: @Sendable (SinkNotice) -> Void
    private var shared: [Table] = []

    /// A sink for the pipeline `pipelineName`; `catalogOrder` is the table catalog's order of
    /// names, the order the database is given its tables in; `notice` receives the server's
    /// notices as they come.
    package init(
        spec: PostgresSpec, pipelineName: String, catalogOrder: [String], retryPauses: [Double] = [1, 2, 4],
        notice: @escaping @Sendable (SinkNotice) -> Void = { _ in }
    ) throws(LoadError) {
        self.spec = spec
        self.notice = notice
        self.pipelineName = pipelineName
        self.catalogOrder = catalogOrder
        self.retryPauses = retryPauses
        spool = try TableSpool()
    }

    package func receiveShared(_ tables: [Table]) throws {
        shared = tables
    }

    package func receive(_ tables: LeagueSeasonTables) throws {
        for table in tables.tables {
            try spool.add(table, unit: tables.index, placed: nil)
        }
    }

    /// Merges every table handed over and records the load (`run.manifestSHA256`: the run's
    /// manifest); in check mode, compares and rolls back. `run.prune` deletes shared rows the run
    /// no longer writes (for a run of the whole scope).
    package func finish(_ run: SinkRun) throws -> SinkOutcome {
        SinkOutcome(database: try load(feeds(run), run: run))
    }

    /// Every table as a `PostgresTableFeed`, in the table catalog's order: the shared ones whole
    /// from memory, the per-league-season ones from the spool, a chunk per league-season, read
    /// again if a lost connection replays the load.
    private func feeds(_ run: SinkRun) -> [PostgresTableFeed] {
        let sharedByName = Dictionary(shared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = SpooledTableFiles.tableOrder(Set(sharedByName.keys).union(spool.chunks.keys), catalogOrder: catalogOrder)
        return names.compactMap { name in
            let declared = run.keys[name] ?? DeclaredKeys(primaryKey: [], foreignKeys: [])
            if let table = sharedByName[name] {
                return PostgresTableFeed(
                    header: table.with(rows: []), placement: table.placement, keys: declared,
                    pieces: [PostgresTableFeed.Piece(leagueSeason: nil) { table.rows }])
            }
            guard let chunks = spool.chunks[name] else { return nil }
            let table = SpooledTable(chunks)
            let pieces = chunks.map { [spool] chunk in
                PostgresTableFeed.Piece(leagueSeason: run.units[chunk.unit]) { table.conformed(try spool.rows(of: chunk), of: chunk) }
            }
            return PostgresTableFeed(header: table.header, placement: table.header.placement, keys: declared, pieces: pieces)
        }
    }

    private func load(_ feeds: [PostgresTableFeed], run: SinkRun) throws(PostgresLoadError) -> PostgresLoadReport {
        let entry = PostgresLoadHistory.Entry(pipeline: pipelineName, manifestSHA256: run.manifestSHA256, leagueSeasons: run.units)
        var attempt = 0
        while true {
            attempt += 1
            do throws(PostgresLoadError) {
                let connection: PQConnection
                do {
                    connection = try PQConnection(spec.connection) { [notice] said in
                        let message = "PostgreSQL \(said.severity): \(said.message)"
                        notice(SinkNotice(event: "postgres_notice", isWarning: said.isWarning, message: message))
                    }
                } catch {
                    throw PostgresTransaction.mapped(error, table: spec.schema)
                }
                let choice: PostgresSchemaChoice
                do {
                    choice = try PostgresSchemaChoice.of(spec, on: connection)
                } catch {
                    throw PostgresTransaction.mapped(error, table: spec.schema)
                }
                let transaction = PostgresTransaction(
                    connection: connection, schema: choice.schema, feeds: feeds, leagueSeasons: run.units, prune: run.prune)
                var report = try transaction.run(check: run.check, record: entry)
                report.warnings.insert(contentsOf: choice.warning.map { [$0] } ?? [], at: 0)
                return report
            } catch {
                guard case .unavailable(let server, _, let reason) = error else { throw error }
                guard attempt <= retryPauses.count else {
                    throw .unavailable(server: server.isEmpty ? spec.connection.redacted : server, attempts: attempt, reason: reason)
                }
                Thread.sleep(forTimeInterval: retryPauses[attempt - 1])
            }
        }
    }
}
