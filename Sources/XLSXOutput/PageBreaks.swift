import Tabular

/// Where a sheet of several blocks starts new pages: before a block (with its title row) that
/// does not fit the rest of the page, when it fits a page of its own, or is a chart, or too
/// little of the page is left to start it. A block longer than a page otherwise flows on over
/// the automatic breaks, its continuation pages without a header. Heights in points, the page's
/// already divided by the print scale.
struct PageBreaks {
    /// A block to keep together: its rows, the rows of the titles and gap above it included.
    struct Block {
        /// The first row of the gap above it (an empty spacer row), or of its title.
        let firstRow: Int
        /// The row a page break before it goes to: its title's, so the gap stays on the page before.
        let breakRow: Int
        let lastRow: Int
        /// A chart: never cut.
        let isChart: Bool
    }

    /// The share of a page that must be left to start a block longer than a page on it.
    static let leastStart = 0.25
    /// The share of the page the estimate fills, for fonts whose rows run a little taller.
    static let fill = 0.96

    /// The rows that start a page, ascending.
    private(set) var rows: [Int] = []

    init(rows heights: RowHeights, blocks: [Block], pageHeight: Double) {
        let page = pageHeight * Self.fill
        var used = 0.0
        var row = 0
        func flow(through last: Int) {
            while row <= last {
                let height = heights[row]
                used = used + height > page ? height : used + height
                row += 1
            }
        }
        for block in blocks {
            flow(through: block.firstRow - 1)
            let gap = heights.height(from: block.firstRow, through: block.breakRow - 1)
            let body = heights.height(from: block.breakRow, through: block.lastRow)
            let fitsFresh = body <= page
            if used > 0, used + gap + body > page, fitsFresh || block.isChart || page - used - gap < page * Self.leastStart {
                let at = used + gap > page ? block.firstRow : block.breakRow
                rows.append(at)
                row = at
                used = 0
            }
            flow(through: block.lastRow)
        }
    }
}

/// The height of every row of a planned sheet, in points: 21 for a title, as many lines as a
/// table's wrapped header needs, 15 for any other.
struct RowHeights {
    private var heights: [Double]

    init(_ layout: SheetLayout, columns: ColumnWidths) {
        heights = Array(repeating: WorkbookStyles.lineHeight, count: layout.rowCount)
        for placement in layout.placements {
            switch placement.block {
            case .caption: heights[placement.firstRow] = WorkbookStyles.captionRowHeight
            case .table(let block): heights[placement.firstRow] = Double(columns.headerLines(block)) * WorkbookStyles.lineHeight
            default: break
            }
        }
    }

    var count: Int { heights.count }

    subscript(row: Int) -> Double {
        row < heights.count ? heights[row] : WorkbookStyles.lineHeight
    }

    /// The rows `first` to `last` together; 0 when `last` is above `first`.
    func height(from first: Int = 0, through last: Int) -> Double {
        guard last >= first else { return 0 }
        return (first...last).reduce(0) { $0 + self[$1] }
    }
}
