/// One worksheet: a valid, unique name (see `SheetNamer`) and blocks laid out top to bottom from row 1.
package struct Sheet: Sendable, Equatable {
    package var name: String
    package var blocks: [SheetBlock]
    package var freezePanes: FreezePanes
    /// Prints only the rows down to this many data rows of its first table (a list of thousands
    /// of rows); nil prints every row.
    package var printedRows: Int?
    /// Prints only its first this many columns (the standings without their home and away
    /// splits); nil prints every column.
    package var printedColumns: Int?

    /// Every table block becomes an Excel Table with its own filter buttons.
    package init(
        name: String, blocks: [SheetBlock], freezePanes: FreezePanes = .belowFirstTableHeader(),
        printedRows: Int? = nil, printedColumns: Int? = nil
    ) {
        self.name = name
        self.blocks = blocks
        self.freezePanes = freezePanes
        self.printedRows = printedRows
        self.printedColumns = printedColumns
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
