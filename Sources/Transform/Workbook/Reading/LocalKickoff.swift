import CivilTime
import Tabular

/// The fixtures' `kickoff_local` text (`2023-08-12T15:00:00+01:00`, present when the pipeline
/// sets a timezone) as a workbook shows it: a date cell of the local wall-clock time, which is
/// what an analyst in that zone sorts and filters by. Excel cells hold no zone.
enum LocalKickoff {
    static let column = ColumnName("kickoff_local")
    static var columnName: String { column.rawValue }

    /// The wall-clock time as Unix seconds read as UTC; null for an empty or unreadable text.
    static func cell(_ value: CellValue) -> CellValue {
        guard case .text(let text) = value, text.utf8.count >= 19,
            let seconds = ISOTimestampReader.unixSeconds(String(text.prefix(19)) + "Z")
        else { return .null }
        return .timestamp(seconds)
    }

    /// `cells` of `columns` with a `kickoff_local` cell made a date cell; the same array when there is none.
    static func shown(_ cells: [CellValue], columns: [Column]) -> [CellValue] {
        guard let position = columns.firstIndex(where: { $0.name == columnName }) else { return cells }
        var shown = cells
        shown[position] = cell(cells[position])
        return shown
    }
}
