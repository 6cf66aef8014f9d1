package import APIModel
package import Tabular

/// Where a run's tables go. The session (`OutputSession`) hands every sink the tables the run
/// shares once, then each league-season's own tables in league-season order (it keeps them
/// itself, in `RunTables`, the one copy every sink reads), then finishes each in turn with the
/// whole run. Each table carries its `TablePlacement`, which says how the sink places its rows
/// (a file per partition, or the rows a database replaces for a league-season). The sinks are
/// the table files (`FileTableSink`), the SQLite database and the keys it decides
/// (`SQLiteSink`), and the PostgreSQL database (`PostgresSink`).
package protocol TableSink: AnyObject {
    /// What finishing gives: the writers' warnings (files), the keys decided and the database
    /// staged (SQLite), what a merge changed (PostgreSQL).
    associatedtype Outcome: Sendable

    /// The tables every league-season shares (placed `.shared`), once, before any league-season's.
    func receiveShared(_ tables: [Table]) throws
    /// One league-season's own tables (placed per league-season), in table catalog order. A
    /// league-season reused from an earlier run is handed over here like a built one.
    func receive(_ tables: LeagueSeasonTables) throws
    /// Every league-season is handed over. A sink stages or makes its changes; in check mode
    /// (`run.check`) it changes nothing and returns how its target differs from what the run
    /// would write, which `run --check` reports with the files' differences.
    func finish(_ run: SinkRun) async throws -> Outcome
}

/// One league-season's own tables, as the runner hands them to a sink.
package struct LeagueSeasonTables: Sendable {
    package let leagueSeason: LeagueSeason
    /// Its place in the run's ascending list of league-seasons.
    package let index: Int
    package let tables: [Table]

    package init(leagueSeason: LeagueSeason, index: Int, tables: [Table]) {
        self.leagueSeason = leagueSeason
        self.index = index
        self.tables = tables
    }
}

/// What a sink's finish step knows of the whole run.
package struct SinkRun {
    /// Every table the run handed over: what each sink reads.
    package let tables: RunTables
    /// Every league-season the run exported, ascending (a shard's only, under `run --shard`).
    package let leagueSeasons: [LeagueSeason]
    /// `run --check`: compare, change nothing.
    package let check: Bool
    /// `run --prune`: a database deletes the shared rows the run no longer writes.
    package let prune: Bool
    /// The keys each table's rows satisfy (`DeclaredKeys`), decided over the staged files: empty
    /// for the sinks that finish before they are decided; what a database declares.
    package let keys: [String: DeclaredKeys]
    /// The SHA-256 of the manifest the run staged ("" for the sinks that finish before it).
    package let manifestSHA256: String

    package init(
        tables: RunTables, leagueSeasons: [LeagueSeason], check: Bool, prune: Bool = false, keys: [String: DeclaredKeys] = [:],
        manifestSHA256: String = ""
    ) {
        self.tables = tables
        self.leagueSeasons = leagueSeasons
        self.check = check
        self.prune = prune
        self.keys = keys
        self.manifestSHA256 = manifestSHA256
    }
}
