import CivilTime
import Tabular

/// Columns that check their values as they are filled: text `parse` cannot read, and numbers
/// outside the column's declared `range`, are written empty and counted (`ValueIssues`), never
/// guessed and never lost without a word. The range is declared here, with the column.
extension ColumnSpec {
    /// An `int` column whose values outside `range` are emptied and counted.
    static func int(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, range: ClosedRange<Int>,
        _ value: @escaping @Sendable (Row) -> Int?
    ) -> ColumnSpec {
        ColumnSpec(name, .integer, label: label, description, unit: unit) { row in
            guard let number = value(row) else { return (.null, nil) }
            return range.contains(number) ? (.integer(number), nil) : (.null, ValueFinding(kind: .outOfRange, example: String(number)))
        }
    }

    /// An `int` column read from the API's text by `parse`, then held to `range`.
    static func int(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, range: ClosedRange<Int>,
        reading text: @escaping @Sendable (Row) -> String?, _ parse: @escaping @Sendable (String) -> Int?
    ) -> ColumnSpec {
        parsing(name, .integer, label: label, description, unit: unit, range: range, text, parse) { .integer($0) }
    }

    /// A `dec` column read from the API's text by `parse`, then held to `range`.
    static func decimal(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, range: ClosedRange<Double>,
        reading text: @escaping @Sendable (Row) -> String?, _ parse: @escaping @Sendable (String) -> Double?
    ) -> ColumnSpec {
        parsing(name, .decimal, label: label, description, unit: unit, range: range, text, parse) { .double($0) }
    }

    /// A `dec` column whose row already holds its text read (`parsed`, nil when unreadable), for
    /// builders that read each distinct text once; held to `range`.
    static func decimal(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, range: ClosedRange<Double>,
        reading text: @escaping @Sendable (Row) -> String?, parsed value: @escaping @Sendable (Row) -> Double?
    ) -> ColumnSpec {
        ColumnSpec(name, .decimal, label: label, description, unit: unit) { row in
            checked(text(row), { _ in value(row) }, range: range) { .double($0) }
        }
    }

    /// A `date` column read from the API's text by `parse` (`"2024-02-30"` is no date).
    static func date(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil,
        reading text: @escaping @Sendable (Row) -> String?, _ parse: @escaping @Sendable (String) -> CalendarDate?
    ) -> ColumnSpec {
        parsing(name, .date, label: label, description, unit: unit, range: nil, text, parse) { .date($0) }
    }

    /// A column of `type` whose cells `parse` reads from each row's `text`, held to `range`.
    private static func parsing<Value: Comparable & Sendable>(
        _ name: some ColumnNaming, _ type: ColumnType, label: String, _ description: String, unit: String?, range: ClosedRange<Value>?,
        _ text: @escaping @Sendable (Row) -> String?, _ parse: @escaping @Sendable (String) -> Value?,
        cell: @escaping @Sendable (Value) -> CellValue
    ) -> ColumnSpec {
        ColumnSpec(name, type, label: label, description, unit: unit) { row in checked(text(row), parse, range: range, cell: cell) }
    }

    /// The cell of `text`: empty without a finding when there is no text, empty and
    /// `unparseable` when `parse` cannot read it, empty and `outOfRange` outside `range`.
    private static func checked<Value: Comparable>(
        _ text: String?, _ parse: (String) -> Value?, range: ClosedRange<Value>?, cell: (Value) -> CellValue
    ) -> (CellValue, ValueFinding?) {
        guard let text, !text.trimmingWhitespace().isEmpty else { return (.null, nil) }
        guard let value = parse(text) else { return (.null, ValueFinding(kind: .unparseable, example: text)) }
        if let range, !range.contains(value) { return (.null, ValueFinding(kind: .outOfRange, example: text)) }
        return (cell(value), nil)
    }
}
