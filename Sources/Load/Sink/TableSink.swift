package import APIModel
package import Tabular

/// Where a run's tables go. The runner hands every sink the tables the run shares once, then
/// each league-season's own tables in league-season order, then finishes it with the run's
/// league-seasons. Each table carries its `TablePlacement`, which says how the sink places its
/// rows (a file per partition, or the rows a database replaces for a league-season). The files
/// (`FileTableSink`) are one sink; a database is another.
package protocol TableSink: AnyObject {
    /// The tables every league-season shares (placed `.shared`), once, before any league-season's.
    func receiveShared(_ tables: [Table]) throws
    /// One league-season's own tables (placed per league-season), in table catalog order.
    func receive(_ tables: LeagueSeasonTables) throws
    /// Every league-season is handed over. A sink stages or makes its changes; in check mode
    /// (`run.check`) it changes nothing and returns how its target differs from what the run
    /// would write, which `run --check` reports with the files' differences.
    func finish(_ run: SinkRun) throws -> [FileCheck]
}

/// One league-season's own tables, as the runner hands them to a sink.
package struct LeagueSeasonTables: Sendable {
    package let unit: LeagueSeason
    /// Its place in the run's ascending list of league-seasons.
    package let index: Int
    package let tables: [Table]

    package init(unit: LeagueSeason, index: Int, tables: [Table]) {
        self.unit = unit
        self.index = index
        self.tables = tables
    }
}

/// What a sink's finish step knows of the whole run.
package struct SinkRun: Sendable {
    /// Every league-season the run exported, ascending (a shard's only, under `run --shard`).
    package let units: [LeagueSeason]
    /// `run --check`: compare, change nothing.
    package let check: Bool

    package init(units: [LeagueSeason], check: Bool) {
        self.units = units
        self.check = check
    }
}
