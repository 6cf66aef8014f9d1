/// A native line, column or bar chart over columns of a table block in the same sheet; it reserves the rows it covers.
/// A table without data rows gives no chart (there is nothing to draw), only the reserved rows.
package struct LineChartBlock: Sendable, Equatable {
    /// Lines over the categories, vertical bars, or horizontal bars (the first row on top).
    package enum Kind: String, Sendable, Equatable { case line, column, bar }

    package var kind: Kind
    package var title: String
    /// The `TableBlock.id` the chart reads.
    package var tableID: String
    /// The key of the column whose values label the x axis (for example `round_order`).
    package var categoryColumn: String
    /// Keys of the columns drawn, one line each, named by the column's header.
    package var valueColumns: [String]
    /// The horizontal axis's title, and the vertical's (in a bar chart the values run horizontally).
    package var xAxisTitle: String?
    package var yAxisTitle: String?
    /// Size relative to Excel's default chart (480×288 pixels).
    package var scale: Double
    /// The most data rows drawn, from the first (a top ten of a longer list); all when nil.
    package var rowLimit: Int?

    package init(
        title: String, tableID: String, categoryColumn: String, valueColumns: [String],
        xAxisTitle: String? = nil, yAxisTitle: String? = nil, scale: Double = 1.5,
        kind: Kind = .line, rowLimit: Int? = nil
    ) {
        self.kind = kind
        self.rowLimit = rowLimit
        self.title = title
        self.tableID = tableID
        self.categoryColumn = categoryColumn
        self.valueColumns = valueColumns
        self.xAxisTitle = xAxisTitle
        self.yAxisTitle = yAxisTitle
        self.scale = scale
    }
}
