/// What a workbook column shows, as a person reads it: decides its number format (and its
/// conditional format) once per kind, never per sheet. Transform says which kind a column is.
package enum ColumnKind: String, Sendable, Hashable, CaseIterable {
    /// An id that names a row: a whole number, never summed.
    case identifier
    /// A count or other whole number.
    case count
    /// Goals scored or conceded.
    case goals
    /// League points.
    case points
    /// A 0–100 share, shown with a percent sign and the same value as the CSV (55 reads "55%").
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
    /// TRUE or FALSE.
    case flag
    /// Any other text.
    case text

    /// The kind a column gets from its type alone.
    package static func plain(_ type: ColumnType) -> ColumnKind {
        switch type {
        case .integer: .count
        case .decimal: .decimal
        case .timestamp: .timestamp
        case .date: .date
        case .boolean: .flag
        case .text: .text
        }
    }

    /// The number format of the kind's cells for a column of `type`; nil keeps Excel's General.
    package func numberFormat(for type: ColumnType) -> NumberFormat? {
        switch self {
        case .identifier, .count, .goals, .points: type == .decimal ? .decimal : .integer
        case .percentage: type == .decimal ? .percentDecimal : .percent
        case .rating, .expectedGoals, .decimal: type == .integer ? .integer : .decimal
        case .kickoff: .kickoff
        case .timestamp: .timestamp
        case .date: .date
        case .result, .form, .zone, .flag, .text: NumberFormat.default(for: type)
        }
    }
}
