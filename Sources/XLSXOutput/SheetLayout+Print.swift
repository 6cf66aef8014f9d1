import LibXLSXWriter
import Tabular

extension SheetLayout {
    /// The blocks a page break may go before, top to bottom, each with the gap and titles above it.
    var printBlocks: [PageBreaks.Block] {
        var blocks: [PageBreaks.Block] = []
        var gapStart: Int?
        var captionRow: Int?
        for (index, placement) in placements.enumerated() {
            let lastRow = (index + 1 < placements.count ? placements[index + 1].firstRow : rowCount) - 1
            switch placement.block {
            case .spacer:
                if captionRow == nil { gapStart = gapStart ?? placement.firstRow }
            case .caption:
                captionRow = captionRow ?? placement.firstRow
                gapStart = gapStart ?? placement.firstRow
            case .keyValues, .table, .links, .lineChart:
                let first = gapStart ?? placement.firstRow
                var isChart = false
                if case .lineChart = placement.block { isChart = true }
                blocks.append(PageBreaks.Block(firstRow: first, breakRow: captionRow ?? first, lastRow: lastRow, isChart: isChart))
                gapStart = nil
                captionRow = nil
            }
        }
        return blocks
    }

    /// Whether the sheet is one table under its title (and a one-line note): no chart, no other
    /// table, no label/value block of several rows (a team's or player's header).
    var isOneTable: Bool {
        excelTables.count == 1 && charts.isEmpty
            && !placements.contains { placement in
                if case .keyValues(let block) = placement.block { block.entries.count > 1 } else { false }
            }
    }

    /// The widest chart in pixels (480 at scale 1), 0 for none.
    var widestChart: Double {
        charts.map { 480 * $0.chart.scale }.max() ?? 0
    }

    /// The most characters a title row shows, its link in column A counted.
    var longestCaption: Int {
        placements.compactMap { placement -> Int? in
            guard case .caption(let caption) = placement.block else { return nil }
            return caption.text.count + (caption.link == nil ? 0 : 8)
        }.max() ?? 0
    }
}
