package import APIModel
import Foundation
import LibPQ
package import PipelineSpec

/// Loads a run's tables into PostgreSQL: it is handed each table (with its placement, keys and
/// rows) and, at `finish`, merges them all in one transaction (`PostgresTransaction`). An
/// unreachable server or a lost connection retries the whole transaction after a pause, as the
/// API's requests do, then stops with `unavailable` (69); a refused login is `refused` (77).
package final class PostgresSink {
    private let spec: PostgresSpec
    private let pipelineName: String
    private let leagueSeasons: [LeagueSeason]
    /// Pauses before each retry, in seconds; one attempt more than pauses.
    private let retryPauses: [Double]
    private var feeds: [PostgresTableFeed] = []

    /// A sink for a run over `leagueSeasons` (all the run exported, a shard's only for a shard).
    package init(
        spec: PostgresSpec, pipelineName: String, leagueSeasons: [LeagueSeason],
        retryPauses: [Double] = [1, 2, 4]
    ) {
        self.spec = spec
        self.pipelineName = pipelineName
        self.leagueSeasons = leagueSeasons
        self.retryPauses = retryPauses
    }

    /// Adds a table; the database holds them in the order added.
    package func add(_ feed: PostgresTableFeed) {
        feeds.append(feed)
    }

    /// Merges every table added and records the load (`manifestSHA256`: the run's manifest);
    /// with `check`, compares and rolls back. `prune` deletes shared rows the run no longer
    /// writes (for a run of the whole scope).
    package func finish(manifestSHA256: String, check: Bool, prune: Bool = false) throws(PostgresLoadError) -> PostgresLoadReport {
        let entry = PostgresLoadHistory.Entry(pipeline: pipelineName, manifestSHA256: manifestSHA256, leagueSeasons: leagueSeasons)
        var attempt = 0
        while true {
            attempt += 1
            do throws(PostgresLoadError) {
                let connection: PQConnection
                do {
                    connection = try PQConnection(spec.url)
                } catch {
                    throw PostgresTransaction.mapped(error, table: spec.schema)
                }
                let transaction = PostgresTransaction(
                    connection: connection, schema: spec.schema, feeds: feeds, leagueSeasons: leagueSeasons, prune: prune)
                return try transaction.run(check: check, record: entry)
            } catch {
                guard case .unavailable(let server, _, let reason) = error else { throw error }
                guard attempt <= retryPauses.count else {
                    throw .unavailable(server: server.isEmpty ? ConnectionText.redacted(spec.url) : server, attempts: attempt, reason: reason)
                }
                Thread.sleep(forTimeInterval: retryPauses[attempt - 1])
            }
        }
    }
}
