import Tabular

/// A player sheet's season summary, over his matches: apps, starts, minutes, goals, non-penalty
/// goals, assists, per-90 rates and average rating from his `squad_season_stats` rows (added up
/// when he played for two teams of the league), else from his first top-list row; shots and shots
/// on target summed over the matches he played (else his top-list row's); then each match column
/// that holds one value in every match he played (his team, shirt number, position; the columns
/// 0 in every match listed on one line), which leaves the matches table.
enum PlayerSummary {
    static let shotsTotal = ColumnName("shots_total")
    static let shotsOn = ColumnName("shots_on")
    /// What a constant column's label gets in the summary.
    static let everyMatch = " (every match)"
    /// The labels of match columns that are 0 (or false) in every match, and empty in every match.
    static let noneInAnyMatch = "None in any match"
    static let emptyInEveryMatch = "Empty in every match"

    /// The summary entries; `constant` are the match columns the table leaves out, with their one value.
    static func entries(_ player: SeasonPlayer, index: SeasonIndex, constant: [(Column, CellValue)]) -> [KeyValueBlock.Entry] {
        var entries = seasonEntries(index.squadSeasonByPlayer[player.id] ?? [], topList: index.topListsByPlayer[player.id]?.first)
        let played = player.playedMatches
        let topList = index.topListsByPlayer[player.id]?.first
        for (label, column) in [("Shots", shotsTotal), ("Shots on target", shotsOn)] {
            if let first = player.matches.first, first.cell(ifPresent: column) != nil {
                entries.append(.init(label, .integer(played.compactMap { $0.int(ifPresent: column) }.reduce(0, +))))
            } else if let topList {
                entries.append(.init(label, topList[column]))
            }
        }
        let nothing = constant.filter { [.integer(0), .boolean(false)].contains($0.1) }.map(\.0.label)
        let empty = constant.filter { $0.1.isNull }.map(\.0.label)
        entries += constant.filter { !$0.1.isNull && !nothing.contains($0.0.label) }.map { .init($0.0.label + everyMatch, $0.1) }
        if !nothing.isEmpty { entries.append(.init(noneInAnyMatch, .text(nothing.joined(separator: ", ")))) }
        if !empty.isEmpty { entries.append(.init(emptyInEveryMatch, .text(empty.joined(separator: ", ")))) }
        return entries.filter { !$0.value.isNull }
    }

    /// Columns of `columns` holding one value in every row of `rows` (two rows at least: one
    /// match's row is its own table), but the figures the matches table leads with (`kept`).
    static func constantColumns(_ columns: [Column], rows: [Record], kept: [String]) -> [(Column, CellValue)] {
        guard rows.count > 1 else { return [] }
        return columns.filter { !kept.contains($0.name) }.compactMap { column in
            let first = rows[0].cells(for: [column])[0]
            return rows.allSatisfy { $0.cells(for: [column])[0] == first } ? (column, first) : nil
        }
    }

    private static func seasonEntries(_ rows: [Record], topList: Record?) -> [KeyValueBlock.Entry] {
        typealias F = SquadSeasonFigures
        guard !rows.isEmpty else { return topList.map(topListEntries) ?? [] }
        func sum(_ column: ColumnName) -> Int { rows.compactMap { $0.int(column) }.reduce(0, +) }
        let minutes = sum(PlayerMatchStatsColumn.minutes)
        let rated = sum(F.ratedMatches)
        let rating: CellValue
        if rows.count == 1 {
            rating = rows[0][F.rating]
        } else {
            // Each team's mean weighted by its rated matches, in hundredths as the table rounds.
            let hundredths = rows.compactMap { row in
                row.number(F.rating).map { Int(($0 * 100).rounded()) * (row.int(F.ratedMatches) ?? 0) }
            }
            rating = rated > 0 ? .decimal(SeasonFigure.hundredths(hundredths.reduce(0, +), over: rated * 100)) : .null
        }
        let per90 = { (count: Int) -> CellValue in SeasonFigure.per90(count, minutes: minutes).map(CellValue.decimal) ?? .null }
        return [
            .init("Apps", .integer(sum(F.apps))), .init("Starts", .integer(sum(F.starts))), .init("Minutes", .integer(minutes)),
            .init("Goals", .integer(sum(F.goals))), .init("Non-penalty goals", .integer(sum(F.nonPenaltyGoals))),
            .init("Assists", .integer(sum(F.assists))), .init("Goals per 90", per90(sum(F.goals))),
            .init("Assists per 90", per90(sum(F.assists))), .init("Average rating", rating)
        ]
    }

    /// What his top-list row gives (no starts: those are per match).
    private static func topListEntries(_ row: Record) -> [KeyValueBlock.Entry] {
        typealias T = TopListFigures
        let minutes = row.int(PlayerMatchStatsColumn.minutes)
        let per90 = { (count: Int?) -> CellValue in T.per90(count, minutes: minutes).map(CellValue.decimal) ?? .null }
        return [
            .init("Apps", row[T.appearances]), .init("Minutes", row[PlayerMatchStatsColumn.minutes]), .init("Goals", row[T.goals]),
            .init("Non-penalty goals", .int(T.nonPenaltyGoals(goals: row.int(T.goals), penalties: row.int(T.penaltiesScored)))),
            .init("Assists", row[T.assists]), .init("Goals per 90", per90(row.int(T.goals))),
            .init("Assists per 90", per90(row.int(T.assists))), .init("Average rating", row[T.rating])
        ]
    }
}
