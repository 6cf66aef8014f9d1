import Tabular

/// Test-only: reading a built table by column name.
extension Table {
    /// Every cell of the column `name`, top to bottom.
    func values(of name: String) -> [CellValue] {
        guard let index = columnIndex(name) else { return [] }
        return rows.map { $0[index] }
    }

    /// The cell of `name` in row `row`.
    func cell(_ row: Int, _ name: String) -> CellValue? {
        columnIndex(name).map { rows[row][$0] }
    }

    /// The rows whose `name` cell is `value`, as name → cell dictionaries.
    func records(where name: String, is value: CellValue) -> [[String: CellValue]] {
        guard let index = columnIndex(name) else { return [] }
        return rows.filter { $0[index] == value }.map { row in
            Dictionary(uniqueKeysWithValues: zip(columns.map(\.name), row))
        }
    }

    /// The column names, in order.
    var columnNames: [String] { columns.map(\.name) }
}
