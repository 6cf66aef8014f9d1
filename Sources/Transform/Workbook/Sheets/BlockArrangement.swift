import Tabular

/// Column moves on a sheet block: what lets a list sheet lead with what a person reads and put
/// ids and codes after. Links stay with their column (they are keyed by column key).
extension TableBlock {
    /// The block with the columns of `leading` first and those of `trailing` last, each in the
    /// order given, the others between in their own order; keys the block lacks are skipped.
    func arranged(leading: [String], trailing: [String] = []) -> TableBlock {
        let first = leading.compactMap(columnIndex)
        let last = trailing.compactMap(columnIndex).filter { !first.contains($0) }
        let moved = Set(first + last)
        let order = first + columns.indices.filter { !moved.contains($0) } + last
        var arranged = self
        arranged.columns = order.map { columns[$0] }
        arranged.rows = rows.map { row in order.map { row[$0] } }
        return arranged
    }

    /// The block with `column` added at the end, holding `cell(row)` in each row.
    func adding(_ column: Column, _ cell: ([CellValue]) -> CellValue) -> TableBlock {
        var added = self
        added.columns.append(column)
        added.rows = rows.map { $0 + [cell($0)] }
        return added
    }

    /// The block with each text cell of column `key` replaced by `shown(text)`; nil keeps the text.
    func relabeling(_ key: String, _ shown: (String) -> String?) -> TableBlock {
        replacingTexts(of: key) { shown($0).map(CellValue.text) }
    }

    /// The block with each text cell of column `key` replaced by the cell `replacement(text)`
    /// gives; nil keeps the text.
    func replacingTexts(of key: String, _ replacement: (String) -> CellValue?) -> TableBlock {
        guard let position = columnIndex(key) else { return self }
        var replaced = self
        for row in rows.indices {
            if case .text(let text) = rows[row][position], let cell = replacement(text) { replaced.rows[row][position] = cell }
        }
        return replaced
    }

    /// Whether column `key` is empty on every row (true when the block lacks it).
    func isEmpty(column key: String) -> Bool {
        guard let position = columnIndex(key) else { return true }
        return rows.allSatisfy { $0[position] == .null }
    }

    /// The keys of the id columns (`…_id`).
    var identifierKeys: [String] {
        columns.map(\.key).filter { $0.hasSuffix("_id") }
    }
}
