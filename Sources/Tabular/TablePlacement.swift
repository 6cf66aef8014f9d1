/// Where a table's rows belong, declared once per table in the table catalog: it decides
/// partitions, shards, the streaming order and how a database sink merges the table.
package enum TablePlacement: Sendable, Hashable {
    /// Rows of the whole run (leagues, countries, squads, players, transfers…): one file, never
    /// partitioned; a database upserts them by the table's key.
    case shared
    /// Rows of one league-season each, named by the table's `league_id` and `season` columns; a
    /// database replaces exactly the rows of the league-seasons a run exported.
    case perLeagueSeason
}
