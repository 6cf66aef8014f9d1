import LibXLSXWriter
import Tabular

/// Where every block of a sheet lands, worked out and checked before anything is written:
/// first rows, the Excel Table of every table block, the ranges panes and charts refer to.
package struct SheetLayout {
    /// A block and its first row.
    struct Placement {
        let block: SheetBlock
        let firstRow: Int
    }

    /// A table block's rows on the sheet: its Excel Table, which covers one empty data row when
    /// the block has none (Excel needs one).
    struct TableRange {
        let block: TableBlock
        let table: ExcelTable
        var headerRow: Int { table.headerRow }
        /// The last row holding data.
        var lastDataRow: Int { headerRow + block.rows.count }
    }

    /// The sheet planned.
    let sheet: Sheet
    private(set) var placements: [Placement] = []
    private(set) var tables: [String: TableRange] = [:]
    private(set) var tableOrder: [String] = []
    private(set) var charts: [(chart: LineChart, row: Int)] = []
    /// The top-left cell of the scrolling pane, if panes are frozen.
    private(set) var freeze: (row: Int, column: Int)?
    /// Rows the blocks take.
    private(set) var rowCount = 0

    /// Plans `sheet`; `sheetNames` are the exact names of all sheets, for links; `tableNames`
    /// hands out the workbook's table names.
    init(_ sheet: Sheet, sheetNames: Set<String>, tableNames: inout ExcelTableNames) throws(WorkbookError) {
        self.sheet = sheet
        var row = 0
        for block in sheet.blocks {
            placements.append(Placement(block: block, firstRow: row))
            row += try rowCount(of: block, at: row, sheetNames: sheetNames, tableNames: &tableNames)
        }
        guard row <= CellAddress.maxRow + 1 else { throw invalid("needs \(row) rows, more than Excel's \(CellAddress.maxRow + 1)") }
        rowCount = row
        for placement in placements {
            if case .lineChart(let block) = placement.block, let chart = try lineChart(block) {
                charts.append((chart, placement.firstRow))
            }
        }
        freeze = try freezeCell()
    }

    /// Cells the sheet writes (an over-count: empty cells of a table count too).
    var cellCount: Int {
        placements.reduce(0) { count, placement in
            switch placement.block {
            case .caption: count + 2
            case .keyValues(let block): count + 2 * block.entries.count
            case .table(let block): count + (1 + max(1, block.rows.count)) * block.columns.count
            case .links(let block): count + 2 * (block.entries.count + 1)
            case .lineChart, .spacer: count
            }
        }
    }

    /// Header notes the sheet writes.
    var noteCount: Int {
        tableOrder.reduce(0) { $0 + (tables[$1]?.block.columns.filter { $0.note != nil }.count ?? 0) }
    }

    /// The sheet's Excel Tables, top to bottom.
    var excelTables: [ExcelTable] { tableOrder.compactMap { tables[$0]?.table } }

    private func freezeCell() throws(WorkbookError) -> (row: Int, column: Int)? {
        switch sheet.freezePanes {
        case .none:
            return nil
        case .belowFirstTableHeader(let columns):
            guard columns >= 0 else { throw invalid("cannot freeze \(columns) columns") }
            guard let first = tableOrder.first, let table = tables[first] else { return nil }
            return (table.headerRow + 1, columns)
        case .at(let row, let column):
            guard row >= 0, column >= 0, row <= CellAddress.maxRow, column <= CellAddress.maxColumn else {
                throw invalid("cannot freeze panes at row \(row), column \(column)")
            }
            return (row, column)
        }
    }

    private mutating func rowCount(
        of block: SheetBlock, at row: Int, sheetNames: Set<String>, tableNames: inout ExcelTableNames
    ) throws(WorkbookError) -> Int {
        switch block {
        case .caption(let caption):
            if let link = caption.link { try checkTarget(link.text, link.targetSheet, sheetNames) }
            return 1
        case .keyValues(let block):
            for entry in block.entries {
                if let target = entry.linkTarget { try checkTarget(Self.shown(entry.value), target, sheetNames) }
            }
            return block.entries.count
        case .table(let block):
            for (key, targets) in block.links.sorted(by: { $0.key < $1.key }) {
                guard let column = block.columnIndex(key) else {
                    throw invalid("table \"\(block.id)\" links column \"\(key)\", which it does not have")
                }
                for (row, target) in targets.enumerated() {
                    if let target { try checkTarget(Self.shown(block.rows[row][column]), target, sheetNames) }
                }
            }
            guard tables[block.id] == nil else { throw invalid("two table blocks have the id \"\(block.id)\"") }
            guard block.columns.count <= CellAddress.maxColumn + 1 else { throw invalid("table \"\(block.id)\" has too many columns") }
            guard !block.columns.isEmpty else { throw invalid("table \"\(block.id)\" has no columns") }
            let dataRows = max(1, block.rows.count)
            let table = ExcelTable(
                name: tableNames.name(sheet: sheet.name, block: block.id), headerRow: row, lastRow: row + dataRows,
                headers: ExcelTableNames.uniqueHeaders(block.columns.map(\.header)))
            tables[block.id] = TableRange(block: block, table: table)
            tableOrder.append(block.id)
            return 1 + dataRows
        case .links(let block):
            for entry in block.entries { try checkTarget(entry.link.text, entry.link.targetSheet, sheetNames) }
            return (block.header.isEmpty ? 0 : 1) + block.entries.count
        case .lineChart(let block):
            guard block.scale > 0 else { throw invalid("chart \"\(block.title)\" has scale \(block.scale)") }
            return Self.chartRows(scale: block.scale)
        case .spacer(let rows):
            guard rows >= 0 else { throw invalid("a spacer of \(rows) rows") }
            return rows
        }
    }

    /// Rows a chart covers: Excel's default chart is 288 pixels tall and a default row 20.
    static func chartRows(scale: Double) -> Int {
        Int((288 * scale / 20).rounded(.up)) + 1
    }

    private func lineChart(_ block: LineChartBlock) throws(WorkbookError) -> LineChart? {
        guard let table = tables[block.tableID] else {
            throw invalid("chart \"\(block.title)\" reads table \"\(block.tableID)\", which the sheet does not have")
        }
        func column(_ key: String) throws(WorkbookError) -> Int {
            guard let index = table.block.columnIndex(key) else {
                throw invalid("chart \"\(block.title)\" reads column \"\(key)\", which table \"\(block.tableID)\" does not have")
            }
            return index
        }
        guard !block.valueColumns.isEmpty else { throw invalid("chart \"\(block.title)\" has no value columns") }
        let category = try column(block.categoryColumn)
        var series: [LineChart.Series] = []
        let lastRow = block.rowLimit.map { min(table.lastDataRow, table.headerRow + max($0, 1)) } ?? table.lastDataRow
        let dataRows = (table.headerRow + 1)...max(table.headerRow + 1, lastRow)
        for key in block.valueColumns {
            let index = try column(key)
            series.append(
                LineChart.Series(
                    values: .column(index, sheet: sheet.name, rows: dataRows), nameCell: CellPosition(row: table.headerRow, column: index)))
        }
        guard !table.block.rows.isEmpty else { return nil }
        return LineChart(
            title: block.title, categories: .column(category, sheet: sheet.name, rows: dataRows), series: series,
            xAxisTitle: block.xAxisTitle, yAxisTitle: block.yAxisTitle, scale: block.scale, kind: Self.chartKind(block.kind))
    }

    private static func chartKind(_ kind: LineChartBlock.Kind) -> LineChart.Kind {
        switch kind {
        case .line: .line
        case .column: .column
        case .bar: .bar
        }
    }

    private func checkTarget(_ text: String, _ target: String, _ sheetNames: Set<String>) throws(WorkbookError) {
        guard sheetNames.contains(target) else {
            throw invalid("link \"\(text)\" points to sheet \"\(target)\", which the workbook does not have")
        }
    }

    /// A linked cell's text as an error message shows it.
    private static func shown(_ value: CellValue) -> String {
        if case .text(let text) = value { text } else { "\(value)" }
    }

    private func invalid(_ reason: String) -> WorkbookError {
        .invalidDocument(sheet: sheet.name, reason: reason)
    }
}
