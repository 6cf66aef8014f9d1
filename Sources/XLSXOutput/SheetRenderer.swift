import CivilTime
import LibXLSXWriter
import Tabular

/// Writes one planned sheet: its cells top to bottom, an Excel Table over every table block with
/// each header's description as the cell's input message, the panes and the charts.
struct SheetRenderer {
    let layout: SheetLayout
    let styles: WorkbookStyles
    let paper: Paper

    /// Column widths, panes and printing first, then every block top to bottom (a table's header
    /// row as tall as its wrapped labels), then the charts. Returns how many linked names were
    /// written as plain text, past the links a sheet holds (`Worksheet.maxLinks`).
    func render(on sheet: borrowing Worksheet) throws(XLSXError) -> Int {
        var links = LinkBudget()
        let fitted = ColumnWidths(layout)
        let widths = fitted.widths
        for (column, width) in widths.enumerated() {
            try sheet.setColumnWidth(column, width: width)
        }
        if let cell = layout.freeze { try sheet.freezePanes(row: cell.row, column: cell.column) }
        try sheet.setUpPage(PrintSetup(layout, columns: fitted, paper: paper).page)
        for (index, placement) in layout.placements.enumerated() {
            // Before the row's cells: a streamed sheet cannot go back to a row once it is written.
            if case .table(let block) = placement.block {
                let lines = fitted.headerLines(block)
                if lines > 1 { try sheet.setRow(placement.firstRow, height: Double(lines) * WorkbookStyles.lineHeight) }
            }
            try render(placement.block, at: placement.firstRow, valueColumn: fitted.valueColumns[index] ?? 1, links: &links, on: sheet)
        }
        for (chart, row) in layout.charts {
            try sheet.insertLineChart(chart, row: row, column: 0)
        }
        return links.leftPlain
    }

    /// `valueColumn` is where a label/value block's values go, right of the columns its labels span.
    private func render(
        _ block: SheetBlock, at firstRow: Int, valueColumn: Int, links: inout LinkBudget, on sheet: borrowing Worksheet
    ) throws(XLSXError) {
        switch block {
        case .caption(let caption):
            try sheet.setRow(firstRow, height: WorkbookStyles.captionRowHeight)
            var column = 0
            if let link = caption.link {
                if links.take() {
                    try sheet.writeInternalLink(row: firstRow, column: 0, text: link.text, toSheet: link.targetSheet)
                } else {
                    try sheet.writeString(row: firstRow, column: 0, link.text)
                }
                column = 1
            }
            try sheet.writeString(row: firstRow, column: column, caption.text, format: styles.caption)
        case .keyValues(let block):
            for (offset, entry) in block.entries.enumerated() {
                try sheet.writeString(row: firstRow + offset, column: 0, entry.label, format: styles.label)
                if let target = entry.linkTarget, case .text(let text) = entry.value, links.take() {
                    try sheet.writeInternalLink(row: firstRow + offset, column: valueColumn, text: text, toSheet: target)
                    continue
                }
                let format = try styles.keyValue(entry.numberFormat ?? Self.defaultFormat(for: entry.value))
                try write(entry.value, row: firstRow + offset, column: valueColumn, format: format, on: sheet)
            }
        case .table(let block):
            try renderTable(block, at: firstRow, links: &links, on: sheet)
        case .links(let block):
            var row = firstRow
            if !block.header.isEmpty {
                for (column, text) in block.header.enumerated() {
                    try sheet.writeString(row: row, column: column, text, format: styles.header)
                }
                row += 1
            }
            for entry in block.entries {
                if links.take() {
                    try sheet.writeInternalLink(row: row, column: 0, text: entry.link.text, toSheet: entry.link.targetSheet)
                } else {
                    try sheet.writeString(row: row, column: 0, entry.link.text)
                }
                if let description = entry.description { try sheet.writeString(row: row, column: 1, description) }
                row += 1
            }
        case .lineChart, .spacer:
            break
        }
    }

    /// The Excel Table (which writes the header cells) with an input message on each described
    /// header, then the rows, each cell as its column's kind stores it. An input message (a data validation that allows anything) shows
    /// while the header is selected, in Excel and LibreOffice alike; a note would show on hover,
    /// but costs a VML drawing per sheet: about a fifth of libxlsxwriter's time and 13% of the
    /// file on the bench, and openpyxl reads notes slowly.
    private func renderTable(
        _ block: TableBlock, at headerRow: Int, links: inout LinkBudget, on sheet: borrowing Worksheet
    ) throws(XLSXError) {
        guard let table = layout.tables[block.id]?.table else { return }
        try sheet.addTable(table, headerFormat: styles.header)
        for (column, spec) in block.columns.enumerated() {
            guard let note = spec.note else { continue }
            try sheet.writeInputMessage(
                row: headerRow, column: column, title: Self.cut(spec.header, to: Worksheet.inputTitleLimit),
                message: Self.cut(note, to: Worksheet.inputMessageLimit))
        }
        var formats: [Format?] = []
        for spec in block.columns { formats.append(try styles.number(spec.effectiveFormat)) }
        let kinds = block.columns.map(\.kind)
        for (offset, cells) in block.rows.enumerated() {
            for (column, value) in cells.enumerated() {
                if let target = block.linkTarget(row: offset, column: column), case .text(let text) = value, links.take() {
                    try sheet.writeInternalLink(row: headerRow + 1 + offset, column: column, text: text, toSheet: target)
                    continue
                }
                // A percentage is stored as its fraction (55 → 0.55), as Excel computes with it.
                try write(kinds[column].cellValue(value), row: headerRow + 1 + offset, column: column, format: formats[column], on: sheet)
            }
        }
        try formatConditionally(block, dataRows: (headerRow + 1)...(headerRow + max(1, block.rows.count)), on: sheet)
    }

    /// Each column's kind rules over its data cells, then whole rows by a zone column, leaving
    /// out every column with rules of its own (`KindFormats.filledSpans`): a zone fill would hide
    /// a W/D/L letter's colour, and LibreOffice draws it over data bars and colour scales.
    private func formatConditionally(_ block: TableBlock, dataRows rows: ClosedRange<Int>, on sheet: borrowing Worksheet) throws(XLSXError)
    {
        guard !block.rows.isEmpty else { return }
        for (column, spec) in block.columns.enumerated() {
            for rule in KindFormats.rules(for: spec.kind) {
                try sheet.conditionalFormat(
                    rule, firstRow: rows.lowerBound, firstColumn: column, lastRow: rows.upperBound, lastColumn: column)
            }
            if spec.kind == .check {
                try sheet.conditionalFormat(
                    KindFormats.checkRule(column: column, firstRow: rows.lowerBound), firstRow: rows.lowerBound, firstColumn: column,
                    lastRow: rows.upperBound, lastColumn: column)
            }
        }
        if let zone = block.columns.firstIndex(where: { $0.kind == .zone }) {
            let spans = KindFormats.filledSpans(block.columns.map(\.kind))
            for rule in KindFormats.zoneRules(zoneColumn: zone, firstRow: rows.lowerBound) {
                for span in spans {
                    try sheet.conditionalFormat(
                        rule, firstRow: rows.lowerBound, firstColumn: span.lowerBound, lastRow: rows.upperBound, lastColumn: span.upperBound
                    )
                }
            }
        }
    }

    /// One typed cell: numbers as numbers, instants and days as dates, text never as a formula.
    /// Null and non-finite numbers (which XLSX cannot hold) leave the cell empty.
    private func write(_ value: CellValue, row: Int, column: Int, format: Format?, on sheet: borrowing Worksheet) throws(XLSXError) {
        switch value {
        case .null:
            return
        case .integer(let n):
            try sheet.writeNumber(row: row, column: column, Double(n), format: format)
        case .decimal(let d):
            guard d.isFinite else { return }
            try sheet.writeNumber(row: row, column: column, d, format: format)
        case .text(let text):
            try sheet.writeString(row: row, column: column, text)
        case .boolean(let b):
            try sheet.writeBoolean(row: row, column: column, b)
        case .timestamp(let seconds), .localDateTime(let seconds):
            // A local date-time's seconds are on its own clock, so Excel shows its wall-clock time.
            try sheet.writeDateTime(row: row, column: column, unixSeconds: seconds, format: format)
        case .date(let day):
            try sheet.writeDate(row: row, column: column, year: day.year, month: day.month, day: day.day, format: format)
        }
    }

    /// `text`, or its first characters and an ellipsis when it is longer than `limit`.
    static func cut(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : text.prefix(limit - 1) + "…"
    }

    /// The format a lone value gets from its kind.
    static func defaultFormat(for value: CellValue) -> NumberFormat? {
        switch value {
        case .integer: .integer
        case .decimal: .decimal
        case .timestamp, .localDateTime: .timestamp
        case .date: .date
        case .null, .text, .boolean: nil
        }
    }
}
