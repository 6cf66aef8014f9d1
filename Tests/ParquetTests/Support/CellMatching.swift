import CivilTime
import Tabular

/// How a reader's JSON should show a table cell: times as epoch milliseconds, days as ISO text.
extension ParquetReadback.Scalar {
    /// Whether this is what a reader should print for `cell`.
    func matches(_ cell: CellValue) -> Bool {
        switch (cell, self) {
        case (.null, .null): true
        case (.integer(let v), .int(let read)): v == read
        case (.decimal(let v), .double(let read)): v == read && v.sign == read.sign
        case (.decimal(let v), .int(let read)): v == Double(read)
        case (.text(let v), .text(let read)): v == read
        case (.boolean(let v), .bool(let read)): v == read
        case (.timestamp(let seconds), .int(let millis)): seconds * 1000 == millis
        case (.date(let date), .text(let read)): date.isoText == read
        default: false
        }
    }
}

/// Checks every cell of `rows` (as one reader printed them) against `table`.
func expectRows(_ rows: [[ParquetReadback.Scalar]], match table: Table, reader: String) -> [String] {
    var problems: [String] = []
    if rows.count != table.rows.count {
        problems.append("\(reader): \(rows.count) rows, expected \(table.rows.count)")
    }
    for (index, (read, expected)) in zip(rows, table.rows).enumerated() {
        for (column, (value, cell)) in zip(read, expected).enumerated() where !value.matches(cell) {
            problems.append("\(reader) \(table.name) row \(index) column \(table.columns[column].name): read \(value), expected \(cell)")
        }
        if read.count != expected.count { problems.append("\(reader) row \(index): \(read.count) cells") }
    }
    return problems
}
