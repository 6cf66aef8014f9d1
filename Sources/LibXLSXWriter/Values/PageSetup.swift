/// How a sheet prints, in landscape: the paper, the scale (or a number of pages to fit), rows
/// repeated on top of every page, columns at the left of every page, manual page breaks and
/// the area printed. Excel lets a fit to pages override manual breaks, so a sheet with breaks
/// gets a scale.
package struct PageSetup: Sendable, Equatable {
    /// libxlsxwriter's paper index (Excel's `paperSize`).
    package enum Paper: Int, Sendable, Equatable {
        case letter = 1
        case a4 = 9
    }

    /// How large the sheet prints.
    package enum Size: Sendable, Equatable {
        /// Shrunk to fit `wide` pages across and `tall` down (0: as many as needed).
        case fit(wide: Int, tall: Int)
        /// A percentage (10–400), across then down.
        case scale(Int)
    }

    package var paper: Paper
    package var size: Size
    /// Rows printed on top of every page (zero-based, inclusive).
    package var repeatRows: ClosedRange<Int>?
    /// The first columns printed at the left of every page.
    package var repeatColumns: Int
    /// Rows that start a new page (zero-based), ascending.
    package var rowBreaks: [Int]
    /// The last row and column printed (from A1), or nil for the whole sheet.
    package var printArea: (lastRow: Int, lastColumn: Int)?

    package init(
        paper: Paper, size: Size, repeatRows: ClosedRange<Int>? = nil, repeatColumns: Int = 0, rowBreaks: [Int] = [],
        printArea: (lastRow: Int, lastColumn: Int)? = nil
    ) {
        self.paper = paper
        self.size = size
        self.repeatRows = repeatRows
        self.repeatColumns = repeatColumns
        self.rowBreaks = rowBreaks
        self.printArea = printArea
    }

    package static func == (a: PageSetup, b: PageSetup) -> Bool {
        (a.paper, a.size, a.repeatRows, a.repeatColumns, a.rowBreaks) == (b.paper, b.size, b.repeatRows, b.repeatColumns, b.rowBreaks)
            && a.printArea?.lastRow == b.printArea?.lastRow && a.printArea?.lastColumn == b.printArea?.lastColumn
    }
}
