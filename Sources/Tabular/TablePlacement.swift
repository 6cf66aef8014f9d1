/// Where a table's rows belong, declared once per table in the table catalog: it decides
/// partitions, shards, the streaming order and how a database sink merges the table.
package enum TablePlacement: Sendable, Hashable {
    /// Rows of the whole run (leagues, countries, squads, players, transfers…): one file, never
    /// partitioned; a database upserts them by the table's key.
    case shared
    /// Rows of one league-season each, named by `key`; a database replaces exactly the rows of
    /// the league-seasons a run exported.
    case perLeagueSeason(by: LeagueSeasonKey)

    /// Whether the rows belong to one league-season each.
    package var isPerLeagueSeason: Bool {
        if case .perLeagueSeason = self { true } else { false }
    }

    /// The columns that place a row: none for a shared table.
    package var keyColumns: [String] {
        if case .perLeagueSeason(let key) = self { key.columns } else { [] }
    }
}

/// What in a row of a per-league-season table names its league-season.
package enum LeagueSeasonKey: Sendable, Hashable {
    /// Its `league_id` and `season` columns.
    case leagueSeasonColumns
    /// Its `fixture_id` column: the league-season of that fixture in the run's `fixtures` table.
    case fixture

    /// The columns a table placed this way must have.
    package var columns: [String] {
        switch self {
        case .leagueSeasonColumns: [PlacementColumn.leagueID.rawValue, PlacementColumn.season.rawValue]
        case .fixture: [PlacementColumn.fixtureID.rawValue]
        }
    }
}
