import LibXLSXWriter
import Tabular

/// How a sheet prints, landscape on the workbook's paper. A sheet of one table (a list under its
/// title, `SheetLayout.isOneTable`) repeats its
/// header row on every page and fits one page wide when its columns fit at a readable scale
/// (one page whole when its rows fit too), else prints at full size across then down with its
/// frozen name columns at the left of every page, when they leave half the page to the others.
/// A sheet of several blocks repeats no rows (Excel allows one range, which would land on the
/// other tables): it prints at the scale that fits its widest part, with a page break before a
/// block that does not fit the rest of a page (`PageBreaks`), so no chart is cut. A sheet that
/// says so prints its title and first rows only (`Sheet.printedRows`).
struct PrintSetup: Equatable {
    /// The smallest scale that still reads.
    static let readableScale = 0.65
    /// Excel's default margins in inches: left and right, then top and bottom.
    static let sideMargins = 0.7 * 2
    static let endMargins = 0.75 * 2
    /// The most of a page's width the repeated columns may take.
    static let repeatedShare = 0.5
    /// The share of a page's width the estimate fills: LibreOffice's columns run a little wider.
    static let widthFill = 0.95
    /// The share for a sheet of several blocks, printed at a scale of its own: at 0.95 the last
    /// column of the Top Scorers (beside its chart) printed alone on a second page in LibreOffice.
    static let severalBlocksWidthFill = 0.9
    /// Pixels a character of a title (14-point bold) takes, at most.
    static let captionCharacter = 10.0

    let page: PageSetup

    /// The setup for `layout` with `columns` fitted, on `paper`.
    init(_ layout: SheetLayout, columns: ColumnWidths, paper: Paper) {
        let widths = columns.widths
        let pageWidth = Self.printableWidth(paper) * Self.widthFill
        let pageHeight = Self.printableHeight(paper)
        let paperIndex: PageSetup.Paper = paper == .letter ? .letter : .a4
        let rows = RowHeights(layout, columns: columns)
        if let table = layout.excelTables.first, layout.isOneTable {
            let printed = min(widths.count, layout.sheet.printedColumns ?? widths.count)
            let scale = pageWidth / max(1, widths.prefix(printed).map(Self.pixels).reduce(0, +))
            let lastRow = layout.sheet.printedRows.map { min(table.lastRow, table.headerRow + $0) }
            let area = lastRow != nil || printed < widths.count ? (lastRow: lastRow ?? layout.rowCount - 1, lastColumn: printed - 1) : nil
            let printedHeight = rows.height(through: area?.lastRow ?? rows.count - 1)
            let size: PageSetup.Size
            if scale >= Self.readableScale {
                size = .fit(wide: 1, tall: printedHeight * min(1, scale) <= pageHeight ? 1 : 0)
            } else {
                size = .scale(100)
            }
            let frozen = scale >= Self.readableScale ? 0 : min(layout.freeze?.column ?? 0, widths.count)
            let frozenWidth = widths.prefix(frozen).map(Self.pixels).reduce(0, +)
            page = PageSetup(
                paper: paperIndex, size: size, repeatRows: table.headerRow...table.headerRow,
                repeatColumns: frozenWidth <= pageWidth * Self.repeatedShare ? frozen : 0, printArea: area)
        } else {
            let pageWidth = Self.printableWidth(paper) * Self.severalBlocksWidthFill
            let columnsWidth = widths.map(Self.pixels).reduce(0, +)
            let widest = max(columnsWidth, layout.widestChart, Self.captionCharacter * Double(layout.longestCaption))
            let scale = min(1, max(Self.readableScale, pageWidth / max(1, widest)))
            let percent = Int((scale * 100).rounded(.down))
            let breaks = PageBreaks(rows: rows, blocks: layout.printBlocks, pageHeight: pageHeight / (Double(percent) / 100)).rows
            // Columns past the page's width at the scale do not print: across, they would double the pages.
            var printed = 0
            var used = 0.0
            for width in widths.map(Self.pixels) {
                guard used + width <= pageWidth * 100 / Double(percent) else { break }
                used += width
                printed += 1
            }
            let area = printed < widths.count ? (lastRow: max(0, layout.rowCount - 1), lastColumn: max(0, printed - 1)) : nil
            page = PageSetup(paper: paperIndex, size: .scale(percent), rowBreaks: breaks, printArea: area)
        }
    }

    /// Printable width of a landscape page with the default margins, in pixels at 96 dpi.
    static func printableWidth(_ paper: Paper) -> Double {
        (paper.inches.long - sideMargins) * 96
    }

    /// Printable height of a landscape page with the default margins, in points.
    static func printableHeight(_ paper: Paper) -> Double {
        (paper.inches.short - endMargins) * 72
    }

    /// Excel's pixels for a column `width` characters wide in the default font.
    static func pixels(_ width: Double) -> Double {
        (width * 7 + 5).rounded(.down)
    }
}
