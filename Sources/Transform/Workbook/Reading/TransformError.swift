/// What can go wrong in Transform. Table building never fails on data; this names the defects
/// a reader of the output tables can hit.
enum TransformError: Error, Equatable, CustomStringConvertible {
    /// A reader asked `table` for `columns` that it does not have: a column renamed or dropped
    /// in its layout without its reader.
    case missingColumns(table: String, columns: [String])
    /// A reader read `column` of `table` without listing it among the columns it requires.
    case undeclaredRead(table: String, column: String)

    var description: String {
        switch self {
        case .missingColumns(let table, let columns):
            "table \(table) has no column \(columns.joined(separator: ", ")); its readers and its layout disagree"
        case .undeclaredRead(let table, let column):
            "the workbook reads column \(column) of table \(table) without requiring it; add it to SeasonTables.columnsRead"
        }
    }
}
