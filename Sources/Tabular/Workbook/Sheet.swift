/// One worksheet: a valid, unique name (see `SheetNamer`) and blocks laid out top to bottom from row 1.
package struct Sheet: Sendable, Equatable {
    package var name: String
    package var blocks: [SheetBlock]
    package var freezePanes: FreezePanes

    /// Every table block becomes an Excel Table with its own filter buttons.
    package init(name: String, blocks: [SheetBlock], freezePanes: FreezePanes = .belowFirstTableHeader()) {
        self.name = name
        self.blocks = blocks
        self.freezePanes = freezePanes
    }
}

/// Which rows and columns stay in view while scrolling.
package enum FreezePanes: Sendable, Equatable {
    /// Nothing frozen.
    case none
    /// Everything above the first table's data, plus the first `columns` columns; nothing when the sheet has no table.
    case belowFirstTableHeader(columns: Int = 0)
    /// The rows above `row` and the columns left of `column` (zero-based).
    case at(row: Int, column: Int)
}
