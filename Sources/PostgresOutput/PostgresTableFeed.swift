package import APIModel
package import Staging
package import Tabular

/// One table as the sink receives it: its declaration (final columns, no rows), how the
/// database merges it, the keys its rows satisfy, and its rows in pieces that can be read again
/// (a lost connection replays the whole transaction).
package struct PostgresTableFeed {
    /// One piece of rows, and the league-season it belongs to (nil for a shared table's rows).
    package struct Piece {
        package let leagueSeason: LeagueSeason?
        let rows: () throws -> [[CellValue]]

        package init(leagueSeason: LeagueSeason?, rows: @escaping () throws -> [[CellValue]]) {
            self.leagueSeason = leagueSeason
            self.rows = rows
        }
    }

    package let header: Table
    package let placement: TablePlacement
    package let keys: DeclaredKeys
    package let pieces: [Piece]

    package init(header: Table, placement: TablePlacement, keys: DeclaredKeys, pieces: [Piece]) {
        self.header = header
        self.placement = placement
        self.keys = keys
        self.pieces = pieces
    }

    /// The columns the database holds: a per-league-season table without `league_id` and
    /// `season` of its own gets them, filled from its piece's league-season, so a later run can
    /// find and replace exactly its rows.
    var columns: [Column] {
        header.columns + addedScopeColumns
    }

    var addedScopeColumns: [Column] {
        guard placement.isPerLeagueSeason else { return [] }
        let scope = [
            Column(
                PlacementColumn.leagueID.rawValue, .integer,
                description: "The league the row's league-season belongs to (added by the database load)."),
            Column(
                PlacementColumn.season.rawValue, .integer,
                description: "The season the row's league-season belongs to (added by the database load).")
        ]
        return scope.filter { header.columnIndex($0.name) == nil }
    }

    /// A piece's rows with the added scope columns filled.
    func rows(of piece: Piece) throws -> [[CellValue]] {
        let rows = try piece.rows()
        let added = addedScopeColumns
        guard !added.isEmpty else { return rows }
        let values = added.map { column -> CellValue in
            guard let leagueSeason = piece.leagueSeason else { return .null }
            return .integer(column.name == PlacementColumn.leagueID.rawValue ? leagueSeason.league : leagueSeason.season)
        }
        return rows.map { $0 + values }
    }
}
