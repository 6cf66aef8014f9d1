import CXLSXWriter

extension Worksheet {
    /// Sets the width of one column, in characters of the default font.
    package func setColumnWidth(_ column: Int, width: Double, format: Format? = nil) throws(XLSXError) {
        let (_, c) = try cellIndex(0, column)
        workbook.replay?.record("C", .int(column), .double(width), .format(format))
        try checkSheet(
            worksheet_set_column(handle, c, c, width, workbook.cFormat(format)), "set width of column \(CellAddress.columnLetters(column))")
    }

    /// Sets a row's height in points and its default format; in constant-memory mode call it before writing the row.
    package func setRow(_ row: Int, height: Double, format: Format? = nil) throws(XLSXError) {
        let (r, _) = try cellIndex(row, 0)
        workbook.replay?.record("R", .int(row), .double(height), .format(format))
        try checkSheet(worksheet_set_row(handle, r, height, workbook.cFormat(format)), "set row \(row + 1)")
    }

    /// Keeps the rows above `row` and the columns left of `column` in view while scrolling.
    package func freezePanes(row: Int, column: Int) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        workbook.replay?.record("Z", .int(row), .int(column))
        workbook.call { worksheet_freeze_panes(handle, r, c) }
    }

    /// Prints the sheet in landscape as `setup` says. libxlsxwriter takes at most 1,023 manual
    /// page breaks; more throw.
    package func setUpPage(_ setup: PageSetup) throws(XLSXError) {
        let (fitWide, fitTall, scale): (Int, Int, Int) =
            switch setup.size {
            case .fit(let wide, let tall): (wide, tall, 0)
            case .scale(let percent): (0, 0, percent)
            }
        workbook.replay?.record(
            "L", .int(setup.paper.rawValue), .int(fitWide), .int(fitTall), .int(scale), .int(setup.repeatRows?.lowerBound ?? -1),
            .int(setup.repeatRows?.upperBound ?? -1), .int(setup.repeatColumns), .int(setup.printArea?.lastRow ?? -1),
            .int(setup.printArea?.lastColumn ?? -1), .text(setup.rowBreaks.map(String.init).joined(separator: ",")))
        workbook.call {
            worksheet_set_landscape(handle)
            worksheet_set_paper(handle, UInt8(setup.paper.rawValue))
        }
        switch setup.size {
        case .fit(let wide, let tall):
            workbook.call { worksheet_fit_to_pages(handle, UInt16(clamping: wide), UInt16(clamping: tall)) }
        case .scale(let percent):
            workbook.call {
                worksheet_print_across(handle)
                worksheet_set_print_scale(handle, UInt16(clamping: min(400, max(10, percent))))
            }
        }
        if let rows = setup.repeatRows {
            let (first, _) = try cellIndex(rows.lowerBound, 0)
            let (last, _) = try cellIndex(rows.upperBound, 0)
            try checkSheet(
                worksheet_repeat_rows(handle, first, last), "repeat rows \(rows.lowerBound + 1)–\(rows.upperBound + 1) when printing")
        }
        if setup.repeatColumns > 0 {
            let (_, last) = try cellIndex(0, setup.repeatColumns - 1)
            try checkSheet(worksheet_repeat_columns(handle, 0, last), "repeat \(setup.repeatColumns) columns when printing")
        }
        if let area = setup.printArea {
            let (row, column) = try cellIndex(area.lastRow, area.lastColumn)
            try checkSheet(worksheet_print_area(handle, 0, 0, row, column), "print rows 1–\(area.lastRow + 1)")
        }
        if !setup.rowBreaks.isEmpty {
            // Zero-terminated; libxlsxwriter copies the list.
            var breaks: [lxw_row_t] = []
            for row in setup.rowBreaks { breaks.append(try cellIndex(row, 0).0) }
            breaks.append(0)
            try checkSheet(worksheet_set_h_pagebreaks(handle, &breaks), "break pages before rows \(setup.rowBreaks.map { String($0 + 1) })")
        }
    }

    /// Makes a sheet-level call (through `Workbook.call`) and turns its return code into an error
    /// naming the sheet and the operation.
    func checkSheet(_ call: @autoclosure () -> lxw_error, _ operation: @autoclosure () -> String) throws(XLSXError) {
        let code = workbook.call(call)
        guard code == LXW_NO_ERROR else { throw .sheet(sheet: name, operation: operation(), reason: Workbook.reason(code)) }
    }
}
