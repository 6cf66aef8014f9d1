/// A rectangle of cells on a named sheet, rows and columns counted from zero.
package struct CellRange: Hashable, Sendable {
    package var sheet: String
    package var firstRow: Int
    package var firstColumn: Int
    package var lastRow: Int
    package var lastColumn: Int

    package init(sheet: String, firstRow: Int, firstColumn: Int, lastRow: Int, lastColumn: Int) {
        self.sheet = sheet
        self.firstRow = firstRow
        self.firstColumn = firstColumn
        self.lastRow = lastRow
        self.lastColumn = lastColumn
    }

    /// One column from `firstRow` through `lastRow`.
    package static func column(_ column: Int, sheet: String, rows: ClosedRange<Int>) -> CellRange {
        CellRange(sheet: sheet, firstRow: rows.lowerBound, firstColumn: column, lastRow: rows.upperBound, lastColumn: column)
    }
}

/// A line, column or bar chart whose series read sheet ranges, so it follows the data when a user edits it.
package struct LineChart: Equatable, Sendable {
    /// One line: its values and the cell holding its name.
    package struct Series: Equatable, Sendable {
        /// The cells the line plots.
        package var values: CellRange
        /// The cell whose text names the series (the header), on the values' sheet.
        package var nameCell: CellPosition?

        package init(values: CellRange, nameCell: CellPosition? = nil) {
            self.values = values
            self.nameCell = nameCell
        }
    }

    /// Lines, vertical bars, or horizontal bars listing the first category on top.
    package enum Kind: Int, Equatable, Sendable { case line, column, bar }

    package var kind: Kind
    package var title: String
    /// The x-axis labels, one per value row.
    package var categories: CellRange
    package var series: [Series]
    package var xAxisTitle: String?
    package var yAxisTitle: String?
    /// Size relative to Excel's default 480×288 pixels.
    package var scale: Double

    package init(
        title: String, categories: CellRange, series: [Series], xAxisTitle: String? = nil,
        yAxisTitle: String? = nil, scale: Double = 1.5, kind: Kind = .line
    ) {
        self.kind = kind
        self.title = title
        self.categories = categories
        self.series = series
        self.xAxisTitle = xAxisTitle
        self.yAxisTitle = yAxisTitle
        self.scale = scale
    }
}

/// One cell of a sheet, by zero-based row and column.
package struct CellPosition: Hashable, Sendable {
    package let row: Int
    package let column: Int

    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
