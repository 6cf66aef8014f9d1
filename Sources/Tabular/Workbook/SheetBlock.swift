/// A piece of a sheet, occupying whole rows below the previous block.
package enum SheetBlock: Sendable, Equatable {
    /// A title row, optionally led by a link back to another sheet ("← Index").
    case caption(CaptionBlock)
    /// Label and value pairs, one per row (a player's profile).
    case keyValues(KeyValueBlock)
    /// A header row and typed data rows.
    case table(TableBlock)
    /// Links to other sheets with a description (the Index).
    case links(LinkListBlock)
    /// A line chart over a table block of the same sheet.
    case lineChart(LineChartBlock)
    /// Empty rows between blocks.
    case spacer(rows: Int)
}
