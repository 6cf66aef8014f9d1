/// A table on a sheet: a bold header row, then one row per record with numbers as numbers and
/// dates as dates, formatted by column type unless a column says otherwise.
package struct TableBlock: Sendable, Equatable {
    /// A column of the block: the name it is found by, the header a person reads, its type and
    /// kind (which decide its format) and the description shown when the header is selected.
    package struct Column: Sendable, Equatable {
        /// What charts and builders find the column by (the table column's name); never shown.
        package var key: String
        /// The header cell's text (the column's label).
        package var header: String
        package var type: ColumnType
        package var kind: ColumnKind
        /// Overrides the kind's format (`0.0` for a possession percentage, say).
        package var numberFormat: NumberFormat?
        /// What the column holds, shown when the header cell is selected (its input message); nil for none.
        package var note: String?

        /// A column found and headed by `header`, of its type's plain kind.
        package init(_ header: String, _ type: ColumnType, numberFormat: NumberFormat? = nil) {
            self.init(key: header, header: header, type: type, kind: .plain(type), numberFormat: numberFormat)
        }

        package init(
            key: String, header: String, type: ColumnType, kind: ColumnKind, numberFormat: NumberFormat? = nil, note: String? = nil
        ) {
            self.key = key
            self.header = header
            self.type = type
            self.kind = kind
            self.numberFormat = numberFormat
            self.note = note
        }

        /// The format its cells get.
        package var effectiveFormat: NumberFormat? { numberFormat ?? kind.numberFormat(for: type) }
    }

    /// Names the block for charts and its Excel Table; unique within its sheet.
    package var id: String
    package var columns: [Column]
    package var rows: [[CellValue]]
    /// Text cells that open another sheet, by column key: `links[key][row]` names the sheet the
    /// cell of data row `row` links to (its top-left cell), nil for plain text.
    package var links: [String: [String?]]

    package init(id: String, columns: [Column], rows: [[CellValue]], links: [String: [String?]] = [:]) {
        precondition(rows.allSatisfy { $0.count == columns.count }, "table block \(id): a row's width differs from the columns")
        precondition(links.values.allSatisfy { $0.count == rows.count }, "table block \(id): a link column's length differs from the rows")
        self.id = id
        self.columns = columns
        self.rows = rows
        self.links = links
    }

    /// A block showing a `Table` under its labels, each noted with its description; `formats` overrides formats by column name.
    package init(_ table: Table, id: String? = nil, formats: [String: NumberFormat] = [:]) {
        self.id = id ?? table.name
        self.columns = table.columns.map {
            Column(
                key: $0.name, header: $0.label, type: $0.type, kind: .plain($0.type), numberFormat: formats[$0.name],
                note: $0.description.isEmpty ? nil : $0.description)
        }
        self.rows = table.rows
        self.links = [:]
    }

    /// The sheet the cell in data row `row` and column `column` links to, if any.
    package func linkTarget(row: Int, column: Int) -> String? {
        links.isEmpty ? nil : links[columns[column].key]?[row] ?? nil
    }

    /// The position of a column by key.
    package func columnIndex(_ key: String) -> Int? {
        columns.firstIndex { $0.key == key }
    }
}
