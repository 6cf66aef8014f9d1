import CivilTime
import Tabular

/// Where the cells of one table's records sit by column name, shared by all its records.
final class RecordLayout: Sendable {
    /// The table's name, for the message when a column is missing.
    let table: String
    /// Every column of the table.
    let positions: [String: Int]
    /// The columns a record may be read by: the ones its reader required (`RecordTable.init(_:reading:)`),
    /// so the required list is also the only way in and cannot fall behind the reads.
    let readable: [String: Int]

    /// A layout whose readable columns are `reading`, or all of them when nil.
    init(table: String, positions: [String: Int], reading: Set<String>?) {
        self.table = table
        self.positions = positions
        readable = reading.map { names in positions.filter { names.contains($0.key) } } ?? positions
    }
}

/// One row of a `RecordTable`, read through the `ColumnName` constants the table's layout
/// declares. Reading a column the table does not have is a programmer error and stops the run
/// naming both; only the statistic columns, which vary with the data, have `ifPresent` reads.
struct Record: Sendable {
    /// The row's cells in the table's column order.
    let cells: [CellValue]
    private let layout: RecordLayout

    /// A row of `cells` laid out as `layout` says.
    init(cells: [CellValue], layout: RecordLayout) {
        self.cells = cells
        self.layout = layout
    }

    /// The cell of `column`, which the table's reader must have required: `require` has then
    /// checked the table has it, so this stops only a read that its reader did not declare
    /// (`fatalError`, whose message an optimised build keeps, where a precondition's is dropped).
    subscript(column: ColumnName) -> CellValue {
        guard let position = layout.readable[column.rawValue] else {
            fatalError(TransformError.undeclaredRead(table: layout.table, column: column.rawValue).description)
        }
        return cells[position]
    }

    /// An integer cell (ids, counts, Unix seconds of a timestamp).
    func int(_ column: ColumnName) -> Int? {
        Self.int(self[column])
    }

    /// A text cell.
    func text(_ column: ColumnName) -> String? {
        if case .text(let value) = self[column] { value } else { nil }
    }

    /// A number cell, integer or decimal.
    func number(_ column: ColumnName) -> Double? {
        Self.number(self[column])
    }

    /// A date cell.
    func date(_ column: ColumnName) -> CalendarDate? {
        if case .date(let value) = self[column] { value } else { nil }
    }

    /// An integer cell of a statistic column, which a table may lack (`StatisticGrid`): nil then.
    func int(ifPresent column: ColumnName) -> Int? {
        layout.positions[column.rawValue].flatMap { Self.int(cells[$0]) }
    }

    /// A number cell of a statistic column, which a table may lack (`StatisticGrid`): nil then.
    func number(ifPresent column: ColumnName) -> Double? {
        layout.positions[column.rawValue].flatMap { Self.number(cells[$0]) }
    }

    /// The cell of a column the table may lack (a setting adds it): nil then.
    func cell(ifPresent column: ColumnName) -> CellValue? {
        layout.positions[column.rawValue].map { cells[$0] }
    }

    /// The cells of `columns`, which are the table's own, in that order.
    func cells(for columns: [Column]) -> [CellValue] {
        columns.map { column in
            guard let position = layout.positions[column.name] else {
                fatalError(TransformError.missingColumns(table: layout.table, columns: [column.name]).description)
            }
            return cells[position]
        }
    }

    private static func int(_ cell: CellValue) -> Int? {
        switch cell {
        case .integer(let value), .timestamp(let value): value
        default: nil
        }
    }

    private static func number(_ cell: CellValue) -> Double? {
        switch cell {
        case .integer(let value): Double(value)
        case .decimal(let value): value
        default: nil
        }
    }
}
