import APIModel
import LibPQ
package import PipelineSpec
package import Staging
package import Tabular

/// Loads a run's tables into PostgreSQL as a `TableSink`: `finish` reads them from the run's
/// tables (`SinkRun.tables`: the shared ones from memory, the others from the one spool, read
/// again if a lost connection replays the load) and merges them all in one transaction
/// (`PostgresTransaction`), declaring the keys the run decided (`SinkRun.keys`). An unreachable
/// server or a lost connection retries the whole transaction after a pause, as the API's
/// requests do, then stops with `unavailable` (69); a refused login is `refused` (77).
package final class PostgresSink: TableSink {
    private let spec: PostgresSpec
    private let pipelineName: String
    /// Pauses before each retry, in seconds; one attempt more than pauses.
    private let retryPauses: [Double]
    private let notice: @Sendable (SinkNotice) -> Void

    /// A sink for the pipeline `pipelineName`; `notice` receives the server's notices as they come.
    package init(
        spec: PostgresSpec, pipelineName: String, retryPauses: [Double] = [1, 2, 4],
        notice: @escaping @Sendable (SinkNotice) -> Void = { _ in }
    ) {
        self.spec = spec
        self.notice = notice
        self.pipelineName = pipelineName
        self.retryPauses = retryPauses
    }

    /// The tables are read from the run's when it finishes.
    package func receiveShared(_ tables: [Table]) throws {}

    package func receive(_ tables: LeagueSeasonTables) throws {}

    /// Merges every table handed over and records the load (`run.manifestSHA256`: the run's
    /// manifest); in check mode, compares and rolls back. `run.prune` deletes shared rows the run
    /// no longer writes (for a run of the whole scope).
    package func finish(_ run: SinkRun) async throws -> PostgresLoadReport {
        try await load(feeds(run), run: run)
    }

    /// Every table as a `PostgresTableFeed`, in the table catalog's order: a piece per
    /// league-season's chunk, or the whole of a shared table.
    private func feeds(_ run: SinkRun) -> [PostgresTableFeed] {
        run.tables.tables.map { table in
            let pieces = table.pieces.map { piece in
                PostgresTableFeed.Piece(leagueSeason: piece.chunk.map { run.leagueSeasons[$0.leagueSeasonIndex] }, rows: piece.rows)
            }
            let declared = run.keys[table.header.name] ?? DeclaredKeys(primaryKey: [], foreignKeys: [])
            return PostgresTableFeed(header: table.header, placement: table.header.placement, keys: declared, pieces: pieces)
        }
    }

    private func load(_ feeds: [PostgresTableFeed], run: SinkRun) async throws(PostgresLoadError) -> PostgresLoadReport {
        let entry = PostgresLoadHistory.Entry(pipeline: pipelineName, manifestSHA256: run.manifestSHA256, leagueSeasons: run.leagueSeasons)
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
                    connection: connection, schema: choice.schema, feeds: feeds, leagueSeasons: run.leagueSeasons, prune: run.prune)
                var report = try transaction.run(check: run.check, record: entry)
                report.warnings.insert(contentsOf: choice.warning.map { [$0] } ?? [], at: 0)
                return report
            } catch {
                guard case .unavailable(let server, _, let reason) = error else { throw error }
                guard attempt <= retryPauses.count else {
                    throw .unavailable(server: server.isEmpty ? spec.connection.redacted : server, attempts: attempt, reason: reason)
                }
                try? await Task.sleep(for: .seconds(retryPauses[attempt - 1]))
            }
        }
    }
}
