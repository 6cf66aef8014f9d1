/// The name of an output column that other code reads (the workbook builders, the run's
/// fixture states), declared once
/// as a constant beside its table's layout: the layout declares the column with it and readers
/// read through it, so a renamed column cannot leave a reader behind (docs/ARCHITECTURE.md §5).
package struct ColumnName: Sendable, Hashable, CustomStringConvertible {
    package let rawValue: String

    package init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    package var description: String { rawValue }
}

/// The columns that place a row of a per-league-season table (`TablePlacement`): the catalog
/// declares them, partitions and shards read them, and the database sinks add and match them.
package enum PlacementColumn {
    package static let fixtureID = ColumnName("fixture_id")
    package static let leagueID = ColumnName("league_id")
    package static let season = ColumnName("season")
}
