/// A table on a sheet: a bold header row, then one row per record with numbers as numbers and
/// dates as dates, formatted by column type unless a column says otherwise.
package struct TableBlock: Sendable, Equatable {
    /// A column of the block: its header text, type and optional number format.
    package struct Column: Sendable, Equatable {
        package var header: String
        package var type: ColumnType
        /// Overrides `NumberFormat.default(for:)` (`0.0` for a possession percentage, say).
        package var numberFormat: NumberFormat?

        package init(_ header: String, _ type: ColumnType, numberFormat: NumberFormat? = nil) {
            self.header = header
            self.type = type
            self.numberFormat = numberFormat
        }

        /// The format its cells get.
        package var effectiveFormat: NumberFormat? { numberFormat ?? .default(for: type) }
    }

    /// Names the block for charts and autofilter placement; unique within its sheet.
    package var id: String
    package var columns: [Column]
    package var rows: [[CellValue]]

    package init(id: String, columns: [Column], rows: [[CellValue]]) {
        precondition(rows.allSatisfy { $0.count == columns.count }, "table block \(id): a row's width differs from the columns")
        self.id = id
        self.columns = columns
        self.rows = rows
    }

    /// A block showing a `Table` with its column names as headers; `formats` overrides formats by column name.
    package init(_ table: Table, id: String? = nil, formats: [String: NumberFormat] = [:]) {
        self.id = id ?? table.name
        self.columns = table.columns.map { Column($0.name, $0.type, numberFormat: formats[$0.name]) }
        self.rows = table.rows
    }

    /// The position of a column by header.
    package func columnIndex(_ header: String) -> Int? {
        columns.firstIndex { $0.header == header }
    }
}
