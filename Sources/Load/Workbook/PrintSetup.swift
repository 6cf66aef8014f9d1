import LibXLSXWriter

/// How a sheet prints: landscape, the first table's header row on every page, and one page wide
/// only when its columns fit at a readable scale; wider sheets print at full size, across then
/// down, with the frozen name columns at the left of every page when they leave at least half the page
/// to the other columns (repeated wider, they would crowd out the columns they name).
struct PrintSetup: Equatable {
    /// The smallest scale that still reads.
    static let readableScale = 0.65
    /// Printable width of a landscape US Letter page (the narrower of Letter and A4) with
    /// Excel's default 0.7-inch margins, in pixels at 96 dpi.
    static let printableWidth = (11.0 - 1.4) * 96
    /// The most of a page's width the repeated columns may take.
    static let repeatedShare = 0.5

    let onePageWide: Bool
    let repeatRows: ClosedRange<Int>?
    let repeatColumns: Int

    /// The setup for `layout` with columns `widths` (characters).
    init(_ layout: SheetLayout, widths: [Double]) {
        let scale = Self.printableWidth / max(1, widths.map(Self.pixels).reduce(0, +))
        onePageWide = scale >= Self.readableScale
        repeatRows = layout.excelTables.first.map { $0.headerRow...$0.headerRow }
        let frozen = onePageWide ? 0 : min(layout.freeze?.column ?? 0, widths.count)
        let frozenWidth = widths.prefix(frozen).map(Self.pixels).reduce(0, +)
        repeatColumns = frozenWidth <= Self.printableWidth * Self.repeatedShare ? frozen : 0
    }

    /// Excel's pixels for a column `width` characters wide in the default font.
    static func pixels(_ width: Double) -> Double {
        (width * 7 + 5).rounded(.down)
    }
}
