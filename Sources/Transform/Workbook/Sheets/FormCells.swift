import Tabular

/// A form text (`standings.form`) shown as five cells of one letter each, oldest on the left and
/// newest on the right whatever order the text is in, so the result colours mark every match
/// and the row reads the way BBC and FBref print it; the table (and its CSV) keeps one text.
enum FormCells {
    /// The order of the letters in a form text.
    enum Order: Sendable {
        /// The API's `standings.form`: `LDWWW` lost the latest match.
        case newestFirst
        /// `team_season_stats.form`: the season in the order it was played.
        case oldestFirst
    }

    static let formColumn = "form"
    static let count = 5
    static let columns = SheetColumns.named("form_1", "form_2", "form_3", "form_4", "form_5")

    /// `block` with its form column, whose text is in `order`, replaced by the five cells;
    /// unchanged without one.
    static func split(_ block: TableBlock, order: Order) -> TableBlock {
        guard let position = block.columns.firstIndex(where: { $0.key == formColumn }) else { return block }
        var split = block
        split.columns.replaceSubrange(position...position, with: columns.map(TableBlock.Column.init))
        split.rows = block.rows.map { row in
            var cells = row
            cells.replaceSubrange(position...position, with: letters(row[position], order: order))
            return cells
        }
        return split
    }

    /// The newest five letters of a form text in `order`, oldest first, in five cells: a form
    /// shorter than five fills the newest (rightmost) cells and leaves the oldest empty.
    static func letters(_ form: CellValue, order: Order) -> [CellValue] {
        guard case .text(let text) = form else { return Array(repeating: .null, count: count) }
        let newest: [Character] =
            switch order {
            case .newestFirst: text.prefix(count).reversed()
            case .oldestFirst: Array(text.suffix(count))
            }
        return Array(repeating: .null, count: count - newest.count) + newest.map { .text(String($0)) }
    }
}
