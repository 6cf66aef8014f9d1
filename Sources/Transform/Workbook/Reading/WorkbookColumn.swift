import Tabular

extension TableBlock.Column {
    /// A block column showing a table column: its label as the header, its description as the
    /// header's note, its kind from what it holds (`WorkbookColumnKind`).
    init(_ column: Tabular.Column) {
        self.init(
            key: column.name, header: column.label, type: WorkbookColumnKind.shownType(column), kind: WorkbookColumnKind.of(column),
            note: column.description.isEmpty ? nil : column.description)
    }
}

/// Which `ColumnKind` a table column is, read from its name, type and unit: the one place a
/// workbook's formats learn football (ratings, xG, results, the standings' form and zones).
enum WorkbookColumnKind {
    /// Columns whose integers are goals scored (or of no side); goals conceded are `isConceded`.
    private static let goals: Set<String> = ["goals", "goals_for", "home_goals", "away_goals", "home_goals_for", "away_goals_for"]
    /// Columns whose integers are league points.
    private static let points: Set<String> = ["points", "cumulative_points"]

    /// The kind of `column`.
    static func of(_ column: Column) -> ColumnKind {
        let name = column.name
        if name == LocalKickoff.columnName { return .kickoff }
        switch column.type {
        case .integer:
            if name.hasSuffix("_id") { return .identifier }
            if isConceded(name) { return .goalsConceded }
            if goals.contains(name) { return .goals }
            if points.contains(name) { return .points }
            if isPercentage(column) { return .percentage }
            return .count
        case .decimal:
            if isPercentage(column) { return .percentage }
            if name == "rating" || name.hasSuffix("_rating") { return .rating }
            if name == "expected_goals" || name.hasSuffix("_xg") { return .expectedGoals }
            return .decimal
        case .text:
            switch name {
            case "result": return .result
            case "form": return .form
            case "description": return .zone
            case "score_check": return .check
            default: return name.hasPrefix("form_") ? .form : .text
            }
        case .timestamp, .date, .boolean, .localDateTime:
            return .plain(column.type)
        }
    }

    /// The type a workbook cell of `column` has: a local kick-off's text becomes a date cell.
    static func shownType(_ column: Column) -> ColumnType {
        column.name == LocalKickoff.columnName ? .timestamp : column.type
    }

    /// Goals against a side: `goals_against`, `home_goals_against`, `goals_conceded`, ….
    private static func isConceded(_ name: String) -> Bool {
        name.contains("goals_against") || name.contains("goals_conceded")
    }

    private static func isPercentage(_ column: Column) -> Bool {
        column.unit == "%" || column.name.hasSuffix("_pct")
    }
}
