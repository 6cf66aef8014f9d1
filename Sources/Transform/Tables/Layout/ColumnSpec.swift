import CivilTime
import PipelineSpec
import Tabular

/// One output column and how a row fills it: a table's header and its cells come from the same
/// list of these, so they cannot drift apart. Rows are classes: the cell closures are generic, so
/// a struct row would be copied whole into each call, for every cell.
struct ColumnSpec<Row: AnyObject & Sendable>: Sendable {
    /// The column's name, display label, type, description and unit.
    let column: Column
    /// The row's cell in this column.
    let cell: @Sendable (Row) -> CellValue
    /// For a column that checks its values (`ValueIssues`): the cell and, when the value was
    /// emptied, why, in one reading. `TableLayout.built` counts what it finds.
    let checkedCell: (@Sendable (Row) -> (CellValue, ValueFinding?))?

    /// A column of any type filled by `cell`, which must give that type's case or `.null`.
    /// `label` is the short header a person reads ("Pts", "GF"), unique within the table;
    /// `description` says what it holds in a sentence; `unit` names a measured number's unit.
    init(
        _ name: some ColumnNaming, _ type: ColumnType, label: String, _ description: String, unit: String? = nil,
        cell: @escaping @Sendable (Row) -> CellValue
    ) {
        column = Self.declared(name, type, label: label, description, unit: unit)
        self.cell = cell
        checkedCell = nil
    }

    /// A column whose `read` gives each cell and, for a value it emptied, the finding to count.
    init(
        _ name: some ColumnNaming, _ type: ColumnType, label: String, _ description: String, unit: String? = nil,
        checked read: @escaping @Sendable (Row) -> (CellValue, ValueFinding?)
    ) {
        column = Self.declared(name, type, label: label, description, unit: unit)
        cell = { read($0).0 }
        checkedCell = read
    }

    /// The column as declared: every column says what it holds and has a label of its own.
    private static func declared(_ name: some ColumnNaming, _ type: ColumnType, label: String, _ description: String, unit: String?)
        -> Column
    {
        precondition(!description.isEmpty, "column \(name.columnName): every column says what it holds")
        precondition(!label.isEmpty, "column \(name.columnName): every column has a label")
        return Column(name.columnName, type, description: description, unit: unit, label: label)
    }

    /// An `int` column; nil is an empty cell (ids, scores, ranks).
    static func int(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, _ value: @escaping @Sendable (Row) -> Int?
    ) -> ColumnSpec {
        ColumnSpec(name, .integer, label: label, description, unit: unit) { .int(value($0)) }
    }

    /// An `int` column of a counting statistic: nil is written per the pipeline's `NullPolicy`; a
    /// negative count, which no count can be, is emptied and counted (`ValueIssues`).
    static func count(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, _ nulls: NullPolicy,
        _ value: @escaping @Sendable (Row) -> Int?
    ) -> ColumnSpec {
        let absent: CellValue = nulls == .zero ? .integer(0) : .null
        return ColumnSpec(name, .integer, label: label, description, unit: unit) { row in
            guard let count = value(row) else { return (absent, nil) }
            return count >= 0 ? (.integer(count), nil) : (.null, ValueFinding(kind: .outOfRange, example: String(count)))
        }
    }

    /// An `int` column of an id where the API writes 0 for "unknown": 0 is empty, any other id kept.
    static func id(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, _ value: @escaping @Sendable (Row) -> Int?
    ) -> ColumnSpec {
        ColumnSpec(name, .integer, label: label, description, unit: unit) { .int(KnownID.of(value($0))) }
    }

    /// A `dec` column.
    static func decimal(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, _ value: @escaping @Sendable (Row) -> Double?
    ) -> ColumnSpec {
        ColumnSpec(name, .decimal, label: label, description, unit: unit) { .double(value($0)) }
    }

    /// A `text` column.
    static func text(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, _ value: @escaping @Sendable (Row) -> String?
    ) -> ColumnSpec {
        ColumnSpec(name, .text, label: label, description, unit: unit) { .string(value($0)) }
    }

    /// A `bool` column.
    static func bool(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, _ value: @escaping @Sendable (Row) -> Bool?
    ) -> ColumnSpec {
        ColumnSpec(name, .boolean, label: label, description, unit: unit) { .bool(value($0)) }
    }

    /// A `ts` column of Unix seconds.
    static func timestamp(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, _ value: @escaping @Sendable (Row) -> Int?
    ) -> ColumnSpec {
        ColumnSpec(name, .timestamp, label: label, description, unit: unit) { row in value(row).map(CellValue.timestamp) ?? .null }
    }

    /// A local date-time column of seconds on a wall clock (`CellValue.localDateTime`).
    static func localDateTime(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil, _ value: @escaping @Sendable (Row) -> Int?
    ) -> ColumnSpec {
        ColumnSpec(name, .localDateTime, label: label, description, unit: unit) { row in value(row).map(CellValue.localDateTime) ?? .null }
    }

    /// A `date` column.
    static func date(
        _ name: some ColumnNaming, label: String, _ description: String, unit: String? = nil,
        _ value: @escaping @Sendable (Row) -> CalendarDate?
    ) -> ColumnSpec {
        ColumnSpec(name, .date, label: label, description, unit: unit) { row in value(row).map(CellValue.date) ?? .null }
    }
}
