/// What a workbook column shows, as a person reads it: decides its number format (and its
/// conditional format) once per kind, never per sheet. Transform says which kind a column is.
package enum ColumnKind: String, Sendable, Hashable, CaseIterable {
    /// An id that names a row: a whole number, never summed.
    case identifier
    /// A count or other whole number.
    case count
    /// Goals scored, or goals of no side (a period's goals).
    case goals
    /// Goals conceded (`goals_against`): fewer is better, so they are drawn in a colour that reads as bad.
    case goalsConceded
    /// League points.
    case points
    /// A share the tables hold on the 0–100 scale (55), which a workbook stores as the fraction
    /// Excel computes with (0.55, `cellValue(_:)`) under a percent format: it reads "55%".
    case percentage
    /// A player's match rating (two decimals).
    case rating
    /// Expected goals (two decimals).
    case expectedGoals
    /// An average or other fractional number (two decimals).
    case decimal
    /// A kick-off: date and time in the pipeline's timezone.
    case kickoff
    /// A UTC instant.
    case timestamp
    /// A calendar day.
    case date
    /// A match result from the team's side: W, D or L.
    case result
    /// The last five results as letters (`WDLWW`).
    case form
    /// A standings zone as the API describes it ("Promotion - Champions League", "Relegation").
    case zone
    /// A check that reads `ok` when all agrees (`score_check`): any other text is highlighted as bad.
    case check
    /// TRUE or FALSE.
    case flag
    /// Any other text.
    case text

    /// The kind a column gets from its type alone.
    package static func plain(_ type: ColumnType) -> ColumnKind {
        switch type {
        case .integer: .count
        case .decimal: .decimal
        case .timestamp, .localDateTime: .timestamp
        case .date: .date
        case .boolean: .flag
        case .text: .text
        }
    }

    /// What a workbook cell of the kind holds for a table's `value`: a percentage's fraction
    /// (55 → 0.55), so `=C7*380` counts matches; any other value as it is.
    package func cellValue(_ value: CellValue) -> CellValue {
        guard self == .percentage else { return value }
        switch value {
        case .integer(let n): return .decimal(Double(n) / 100)
        // Through the shortest text, so 45.79 becomes 0.4579 exactly as written, not 0.45789999999999997.
        case .decimal(let d): return .decimal(Double(String(d) + "e-2") ?? d / 100)
        default: return value
        }
    }

    /// The number format of the kind's cells for a column of `type`; nil keeps Excel's General.
    package func numberFormat(for type: ColumnType) -> NumberFormat? {
        switch self {
        case .identifier, .count, .goals, .goalsConceded, .points: type == .decimal ? .decimal : .integer
        case .percentage: type == .decimal ? .percentDecimal : .percent
        case .rating, .expectedGoals, .decimal: type == .integer ? .integer : .decimal
        case .kickoff: .kickoff
        case .timestamp: .timestamp
        case .date: .date
        case .result, .form, .zone, .check, .flag, .text: NumberFormat.default(for: type)
        }
    }
}
