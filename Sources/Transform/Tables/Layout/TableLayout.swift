import Tabular

/// A table's name, key and ordered columns: the one declaration its header and rows come from.
struct TableLayout<Row: AnyObject & Sendable>: Sendable {
    /// The table's name (`TableName` raw value).
    let name: String
    /// The columns identifying a row.
    let key: [String]
    /// The tables this one refers to (`fixture_id` → `fixtures`); writers declare those the rows satisfy.
    let references: [ForeignKey]
    /// The columns in output order.
    let columns: [ColumnSpec<Row>]
    /// The columns renamed since earlier versions (`ColumnRename`), declared once here.
    let renames: [ColumnRename]

    /// A layout for the table `name`.
    init(_ name: TableName, key: [String], references: [ForeignKey] = [], renames: [ColumnRename] = [], columns: [ColumnSpec<Row>]) {
        self.name = name.rawValue
        self.key = key
        self.references = references
        self.columns = columns
        self.renames = renames
    }

    /// The header: every column's name and type, in order.
    var header: [Column] { columns.map(\.column) }

    /// The table of `rows`, which must already be in the table's sort order. Only for layouts
    /// without checked columns: what those empty must be counted, so they go through `built`.
    func table(_ rows: [Row]) -> Table {
        table(rows, trailing: [], cells: [])
    }

    /// The table of `rows` and what its checked columns emptied, counted in row order.
    func built(_ rows: [Row]) -> (table: Table, issues: ValueIssues) {
        built(rows, trailing: [], cells: [])
    }

    /// The table of `rows` with `trailing` columns after the declared ones, filled row by row
    /// from `cells` (one array per row, aligned with `trailing`; empty when there are none).
    /// `renaming` lists trailing columns' former names (`StatisticColumnNames.renames`).
    func table(_ rows: [Row], trailing: [Column], cells: [[CellValue]], renaming: [ColumnRename] = []) -> Table {
        precondition(columns.allSatisfy { $0.checkedCell == nil }, "table \(name): a layout with checked columns is built with `built`")
        return built(rows, trailing: trailing, cells: cells, renaming: renaming).table
    }

    /// `table(_:trailing:cells:)` and what its checked columns emptied (`ColumnSpec+Checked`).
    func built(
        _ rows: [Row], trailing: [Column], cells: [[CellValue]], renaming: [ColumnRename] = []
    ) -> (table: Table, issues: ValueIssues) {
        precondition(trailing.isEmpty || cells.count == rows.count, "table \(name): trailing cells for every row")
        let declared = header + Self.labelledApart(trailing, from: header)
        var table = Table(name: name, columns: declared, key: key, foreignKeys: references, renames: renames + renaming)
        var issues = ValueIssues()
        let width = columns.count + trailing.count
        let fills = columns.map(\.cell)
        let checks = columns.map(\.checkedCell)
        let checking = checks.contains { $0 != nil }
        // Each row's cells are written straight into its array's storage, without the checks
        // of `append`: for a season's player statistics this runs some three million times.
        for (index, row) in rows.enumerated() {
            table.append(
                [CellValue](unsafeUninitializedCapacity: width) { values, count in
                    if checking {
                        for (column, fill) in fills.enumerated() {
                            var cell: CellValue
                            if let check = checks[column] {
                                let finding: ValueFinding?
                                (cell, finding) = check(row)
                                if let finding {
                                    issues.note(finding.kind, table: name, column: columns[column].column.name, example: finding.example)
                                }
                            } else {
                                cell = fill(row)
                            }
                            (values.baseAddress! + count).initialize(to: cell)
                            count += 1
                        }
                    } else {
                        for fill in fills {
                            (values.baseAddress! + count).initialize(to: fill(row))
                            count += 1
                        }
                    }
                    if !trailing.isEmpty {
                        precondition(cells[index].count == trailing.count, "table \(name): a row's trailing cells")
                        for value in cells[index] {
                            (values.baseAddress! + count).initialize(to: value)
                            count += 1
                        }
                    }
                })
        }
        return (table, issues)
    }

    /// `trailing` with each label another column already shows qualified by its column name
    /// ("Fouls (fouls_2)"), so labels stay unique within the table whatever the data brings.
    static func labelledApart(_ trailing: [Column], from header: [Column]) -> [Column] {
        var taken = Set(header.map(\.label))
        return trailing.map { column in
            var label = column.label
            if taken.contains(label) { label = "\(column.label) (\(column.name))" }
            if taken.contains(label) { label = column.name }
            taken.insert(label)
            return label == column.label
                ? column : Column(column.name, column.type, description: column.description, unit: column.unit, label: label)
        }
    }
}
