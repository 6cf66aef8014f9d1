import Tabular

/// NUL (U+0000) in a text: PostgreSQL cannot store one (its COPY fails, a COMMENT is cut short)
/// and CSV readers stop at it, so no output keeps it. Removed here, once, from every built table
/// (cells, column labels and descriptions) before any writer sees it, so every format writes the
/// same text; each table column that lost any is counted (`ValueIssues`, `nul_removed`).
enum NULCharacters {
    /// `table` without NUL characters, noting each text that held one in `issues`.
    static func removed(from table: Table, issues: inout ValueIssues) -> Table {
        let columns = table.columns.map { column in
            guard holds(column.label) || holds(column.description) else { return column }
            let example = holds(column.label) ? column.label : column.description
            issues.note(.nulRemoved, table: table.name, column: column.name, example: shown(example))
            return Column(
                column.name, column.type, description: stripped(column.description), unit: column.unit, label: stripped(column.label))
        }
        var rows: [[CellValue]]? = nil
        for (rowIndex, row) in table.rows.enumerated() {
            for (index, cell) in row.enumerated() {
                guard case .text(let text) = cell, holds(text) else { continue }
                if rows == nil { rows = Array(table.rows) }
                rows![rowIndex][index] = .text(stripped(text))
                issues.note(.nulRemoved, table: table.name, column: table.columns[index].name, example: shown(text))
            }
        }
        guard rows != nil || columns != table.columns else { return table }
        return Table(
            name: table.name, columns: columns, key: table.key, foreignKeys: table.foreignKeys, placement: table.placement,
            renames: table.renames, rows: rows ?? table.rows)
    }

    /// Whether `text` holds a NUL, decided on its UTF-8.
    static func holds(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? text.utf8.contains(0)
    }

    /// `text` without its NUL characters.
    static func stripped(_ text: String) -> String {
        text.replacingNUL(with: "")
    }

    /// `text` with each NUL shown as `\0`, for a warning's example.
    private static func shown(_ text: String) -> String {
        text.replacingNUL(with: "\\0")
    }
}

extension String {
    fileprivate func replacingNUL(with mark: String) -> String {
        var shown = ""
        for scalar in unicodeScalars {
            if scalar == "\0" { shown += mark } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }
}
