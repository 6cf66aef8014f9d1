/// The name of an output column that other code reads (the workbook builders, the run's
/// fixture states), declared once
/// as a constant beside its table's layout: the layout declares the column with it and readers
/// read through it, so a renamed column cannot leave a reader behind (docs/ARCHITECTURE.md §5).
package struct ColumnName: Sendable, Hashable, CustomStringConvertible {
    package let rawValue: String

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    package var description: String { rawValue }
}

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
    package static let fixtureID = ColumnName("fixture_id")
    static let leagueID = ColumnName("league_id")
    static let season = ColumnName("season")
    static let teamID = ColumnName("team_id")
    static let teamName = ColumnName("team_name")
    static let playerID = ColumnName("player_id")
    static let playerName = ColumnName("player_name")
    static let side = ColumnName("side")
    static let position = ColumnName("position")
}
