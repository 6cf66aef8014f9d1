import CivilTime
import Tabular

/// One row of a `RecordTable`, read by column name; a column the table lacks reads as null.
struct Record: Sendable {
    /// The row's cells in the table's column order.
    let cells: [CellValue]
    private let positions: [String: Int]

    /// A row of `cells` whose columns sit at `positions` by name.
    init(cells: [CellValue], positions: [String: Int]) {
        self.cells = cells
        self.positions = positions
    }

    /// The cell of `column`, or null when the table has no such column.
    subscript(column: String) -> CellValue {
        positions[column].map { cells[$0] } ?? .null
    }

    /// An integer cell (ids, counts, Unix seconds of a timestamp).
    func int(_ column: String) -> Int? {
        switch self[column] {
        case .integer(let value), .timestamp(let value): value
        default: nil
        }
    }

    /// A text cell.
    func text(_ column: String) -> String? {
        if case .text(let value) = self[column] { value } else { nil }
    }

    /// A number cell, integer or decimal.
    func number(_ column: String) -> Double? {
        switch self[column] {
        case .integer(let value): Double(value)
        case .decimal(let value): value
        default: nil
        }
    }

    /// A date cell.
    func date(_ column: String) -> CalendarDate? {
        if case .date(let value) = self[column] { value } else { nil }
    }

    /// The cells of `columns`, by name, in that order.
    func cells(for columns: [Column]) -> [CellValue] {
        columns.map { self[$0.name] }
    }
}
