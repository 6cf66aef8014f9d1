import Tabular

/// The column that names a table's rows (team, player, opponent), which stays in view with
/// everything left of it while the sheet scrolls right.
enum NameColumn {
    private static let keys: Set<String> = ["team_name", "player_name", "name", "opponent"]
    /// Further right than this, freezing through the name would hide the sheet: the first column stays instead.
    private static let farthest = 6

    /// How many columns from the left to freeze over `block`.
    static func frozenColumns(_ block: TableBlock) -> Int {
        guard let index = block.columns.firstIndex(where: { keys.contains($0.key) }), index < farthest else { return 1 }
        return index + 1
    }
}
