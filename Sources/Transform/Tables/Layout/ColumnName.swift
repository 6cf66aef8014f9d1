package import Tabular

/// What a column declaration accepts as its name: a literal, or a `ColumnName` constant.
protocol ColumnNaming {
    var columnName: String { get }
}

extension String: ColumnNaming {
    var columnName: String { self }
}

extension ColumnName: ColumnNaming {
    var columnName: String { rawValue }
}

/// Columns many tables share under one name and meaning (ids, season, team and player names).
package enum SharedColumn {
    package static let fixtureID = PlacementColumn.fixtureID
    static let leagueID = PlacementColumn.leagueID
    static let season = PlacementColumn.season
    static let teamID = ColumnName("team_id")
    static let teamName = ColumnName("team_name")
    static let playerID = ColumnName("player_id")
    static let playerName = ColumnName("player_name")
    static let side = ColumnName("side")
    static let position = ColumnName("position")
}
