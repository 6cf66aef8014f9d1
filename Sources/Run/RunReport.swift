import APIModel
package import Extract
package import Load
package import PostgresOutput
package import Staging
import Tabular

/// What a run did, for the summary and the exit code.
package struct RunReport: Sendable {
    /// Tables built, with their row counts, in output order.
    package var tables: [TableRowCount]
    /// Each output file and whether it was created, replaced or left unchanged (empty in check mode).
    package var outputs: [CommittedOutput]
    /// The comparison with the files on disk, in check mode.
    package var check: CheckReport?
    package var manifestPath: String
    package var requests: RequestCounts
    package var warnings: [ManifestWarning]
    package var skipped: [ManifestSkip]
    /// Set when the quota or budget stopped the run; nothing was written then.
    package var stoppedBy: ExtractError?
    package var remainingRequests: Int
    /// Fixtures changed since the previous manifest (empty on a first run).
    package var changes: [FixtureChange] = []
    /// What the PostgreSQL load changed (check mode: would change); nil without one.
    package var database: PostgresLoadReport?
    /// League-seasons whose stored results the run reused instead of building them.
    package var reusedLeagueSeasons = 0

    /// This report with `changes`.
    func with(changes: [FixtureChange]) -> RunReport {
        var report = self
        report.changes = changes
        return report
    }

    /// This report with the database load's.
    func with(database: PostgresLoadReport?) -> RunReport {
        var report = self
        report.database = database
        return report
    }
}

/// A table built, and how many rows it has.
package struct TableRowCount: Sendable, Equatable {
    package let name: String
    package let rows: Int
}
