import Tabular

/// The standings' last-five form shown as five cells of one letter each, oldest first, so the
/// result colours mark every match; the table (and its CSV) keeps one `form` text.
enum FormCells {
    static let formColumn = "form"
    static let count = 5
    static let columns = SheetColumns.named("form_1", "form_2", "form_3", "form_4", "form_5")

    /// `block` with its form column replaced by the five cells; unchanged without one. A form
    /// shorter than five fills the newest cells and leaves the oldest empty.
    static func split(_ block: TableBlock) -> TableBlock {
        guard let position = block.columns.firstIndex(where: { $0.key == formColumn }) else { return block }
        var split = block
        split.columns.replaceSubrange(position...position, with: columns.map(TableBlock.Column.init))
        split.rows = block.rows.map { row in
            var cells = row
            cells.replaceSubrange(position...position, with: letters(row[position]))
            return cells
        }
        return split
    }

    /// The newest five letters of a form text, right-aligned in five cells.
    static func letters(_ form: CellValue) -> [CellValue] {
        guard case .text(let text) = form else { return Array(repeating: .null, count: count) }
        let newest = text.suffix(count).map { CellValue.text(String($0)) }
        return Array(repeating: .null, count: count - newest.count) + newest
    }
}
