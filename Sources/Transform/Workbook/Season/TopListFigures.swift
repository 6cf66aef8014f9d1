import Tabular

/// Season figures worked out from a top list's own columns (`top_scorers`, `top_assists`): the
/// Top Scorers sheet's non-penalty goals, minutes per goal and goals per 90, and a team sheet's
/// squad season table when the run has no `squad_season_stats`. Rounding and the per-90 rule are
/// `squad_season_stats`' own (`SeasonFigure`): empty under 90 minutes, never infinite.
enum TopListFigures {
    static let appearances = ColumnName("appearances")
    static let penaltiesScored = ColumnName("penalties_scored")
    /// The columns a top list names as `squad_season_stats` does.
    static let (goals, assists, yellowCards, redCards, rating) = (
        SquadSeasonFigures.goals, SquadSeasonFigures.assists, SquadSeasonFigures.yellowCards, SquadSeasonFigures.redCards,
        SquadSeasonFigures.rating
    )

    static let columnsRead = [
        appearances, PlayerMatchStatsColumn.minutes, goals, assists, penaltiesScored, yellowCards, redCards, rating,
        PlayerSummary.shotsTotal, PlayerSummary.shotsOn
    ]

    /// The columns the Top Scorers sheet adds right after `goals`.
    static let addedColumns = SheetColumns.named("non_penalty_goals", "minutes_per_goal", "goals_per_90")

    /// Goals minus penalties scored; empty when either is.
    static func nonPenaltyGoals(goals: Int?, penalties: Int?) -> Int? {
        guard let goals, let penalties else { return nil }
        return goals - penalties
    }

    /// Minutes over goals, rounded half up to whole minutes; empty without a goal.
    static func minutesPerGoal(minutes: Int?, goals: Int?) -> Int? {
        guard let minutes, let goals, goals > 0 else { return nil }
        return (2 * minutes + goals) / (2 * goals)
    }

    /// `count` per 90 minutes, two places; empty under 90 minutes.
    static func per90(_ count: Int?, minutes: Int?) -> Double? {
        guard let count, let minutes else { return nil }
        return SeasonFigure.per90(count, minutes: minutes)
    }

    /// The Top Scorers block with `addedColumns` after its goals column; unchanged without the
    /// goals, minutes and penalties columns.
    static func withScoringRates(_ block: TableBlock) -> TableBlock {
        let keys = [goals, PlayerMatchStatsColumn.minutes, penaltiesScored].map(\.rawValue)
        let positions = keys.compactMap(block.columnIndex)
        guard positions.count == keys.count else { return block }
        let (goalsAt, minutesAt, penaltiesAt) = (positions[0], positions[1], positions[2])
        var added = block
        added.columns.insert(contentsOf: addedColumns.map(TableBlock.Column.init), at: goalsAt + 1)
        added.rows = block.rows.map { row in
            let goals = int(row[goalsAt])
            let minutes = int(row[minutesAt])
            let figures: [CellValue] = [
                .int(nonPenaltyGoals(goals: goals, penalties: int(row[penaltiesAt]))),
                .int(minutesPerGoal(minutes: minutes, goals: goals)),
                per90(goals, minutes: minutes).map(CellValue.decimal) ?? .null
            ]
            var cells = row
            cells.insert(contentsOf: figures, at: goalsAt + 1)
            return cells
        }
        return added
    }

    /// Goals of the list's first ten rows (its top ten by rank) as horizontal bars, rank 1 on top.
    static func topTenChart(tableID: String) -> LineChartBlock {
        LineChartBlock(
            title: "Top ten scorers", tableID: tableID, categoryColumn: SharedColumn.playerName.rawValue, valueColumns: [goals.rawValue],
            xAxisTitle: "Goals", scale: 1.2, kind: .bar, rowLimit: 10)
    }

    /// The squad season table as the top lists give it: apps, name, minutes, goals, non-penalty
    /// goals, assists, cards, the API's season rating and the per-90 rates; no starts (per match only).
    static func squadBlock(id: String, rows: [Record]) -> TableBlock {
        let columns =
            [
                TableBlock.Column(Column(appearances.rawValue, .integer, description: "Matches played in the season.", label: "Apps")),
                TableBlock.Column(Column(SharedColumn.playerName, .text, description: "Player name.", label: "Player")),
                TableBlock.Column(
                    Column(PlayerMatchStatsColumn.minutes, .integer, description: "Minutes played.", unit: "minutes", label: "Min")),
                TableBlock.Column(Column(goals, .integer, description: "Goals scored.", label: "G"))
            ] + SheetColumns.named("non_penalty_goals").map(TableBlock.Column.init) + [
                TableBlock.Column(Column(assists, .integer, description: "Assists.", label: "A")),
                TableBlock.Column(Column(yellowCards, .integer, description: "Yellow cards received.", label: "YC")),
                TableBlock.Column(Column(redCards, .integer, description: "Red cards received.", label: "RC")),
                TableBlock.Column(
                    Column(rating, .decimal, description: "API-Football's average match rating over the season.", label: "Rating"))
            ] + SheetColumns.named("goals_per_90", "assists_per_90", "player_id").map(TableBlock.Column.init)
        let cells = rows.map { row -> [CellValue] in
            let minutes = row.int(PlayerMatchStatsColumn.minutes)
            return [
                row[appearances], row[SharedColumn.playerName], row[PlayerMatchStatsColumn.minutes], row[goals],
                .int(nonPenaltyGoals(goals: row.int(goals), penalties: row.int(penaltiesScored))), row[assists], row[yellowCards],
                row[redCards], row[rating], per90(row.int(goals), minutes: minutes).map(CellValue.decimal) ?? .null,
                per90(row.int(assists), minutes: minutes).map(CellValue.decimal) ?? .null, row[SharedColumn.playerID]
            ]
        }
        return TableBlock(id: id, columns: columns, rows: cells)
    }

    private static func int(_ cell: CellValue) -> Int? {
        if case .integer(let value) = cell { value } else { nil }
    }
}
