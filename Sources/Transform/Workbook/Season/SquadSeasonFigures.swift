import Tabular

/// The `squad_season_stats` columns the workbook reads: a team sheet's squad season table shows
/// them as the table has them, and a player sheet's summary adds up his rows (one per team).
enum SquadSeasonFigures {
    static let apps = ColumnName("apps")
    static let starts = ColumnName("starts")
    static let goals = ColumnName("goals")
    static let nonPenaltyGoals = ColumnName("non_penalty_goals")
    static let assists = ColumnName("assists")
    static let yellowCards = ColumnName("yellow_cards")
    static let redCards = ColumnName("red_cards")
    static let ratedMatches = ColumnName("rated_matches")
    static let rating = ColumnName("rating")
    static let goalsPer90 = ColumnName("goals_per_90")
    static let assistsPer90 = ColumnName("assists_per_90")

    /// The team sheet's columns, in order: apps leads (narrow, under the fixtures' round order),
    /// the name under their wide kick-off, the player id last.
    static let shown = [
        apps, SharedColumn.playerName, starts, PlayerMatchStatsColumn.minutes, goals, nonPenaltyGoals, assists, yellowCards, redCards,
        rating, goalsPer90, assistsPer90, SharedColumn.playerID
    ]

    static let columnsRead = shown + [SharedColumn.teamName, ratedMatches]

    /// A team's rows, most minutes first (then most apps, then player id), as FBref lists a squad.
    static func byMinutes(_ rows: [Record]) -> [Record] {
        rows.sorted { a, b in
            let ka = (a.int(PlayerMatchStatsColumn.minutes) ?? 0, a.int(apps) ?? 0)
            let kb = (b.int(PlayerMatchStatsColumn.minutes) ?? 0, b.int(apps) ?? 0)
            if ka != kb { return ka > kb }
            return (a.int(SharedColumn.playerID) ?? 0) < (b.int(SharedColumn.playerID) ?? 0)
        }
    }
}
