import Tabular

/// Whether a `player_match_stats` row is a match the player played: minutes above 0; when
/// minutes are empty, a rating or any counted statistic above 0. An unused substitute's row
/// (no minutes, no rating, every count 0 or empty, as the API sends it) is no match played, so
/// a player sheet neither lists nor averages it.
struct MatchAppearance: Sendable {
    static let rating = ColumnName("rating")
    /// Integer columns of the table that count nothing the player did.
    private static let uncounted: Set<String> = [SharedColumn.season.rawValue, "number", PlayerMatchStatsColumn.minutes.rawValue]

    /// The table's counted statistics: its integer columns but ids, the season, the shirt number and minutes.
    private let counted: [ColumnName]

    /// The rule for rows of `stats`.
    init(_ stats: RecordTable) {
        counted = stats.columns
            .filter { $0.type == .integer && !$0.name.hasSuffix("_id") && !Self.uncounted.contains($0.name) }
            .map { ColumnName($0.name) }
    }

    /// Whether `row` is a match played.
    func played(_ row: Record) -> Bool {
        if let minutes = row.int(PlayerMatchStatsColumn.minutes) { return minutes > 0 }
        return row.number(ifPresent: Self.rating) != nil || counted.contains { (row.int(ifPresent: $0) ?? 0) > 0 }
    }
}
