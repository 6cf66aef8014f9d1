import CXLSXWriter

extension Worksheet {
    /// Sets the width of one column, in characters of the default font.
    package func setColumnWidth(_ column: Int, width: Double, format: Format? = nil) throws(XLSXError) {
        let (_, c) = try cellIndex(0, column)
        workbook.replay?.record("C", .int(column), .double(width), .format(format))
        try checkSheet(worksheet_set_column(handle, c, c, width, workbook.cFormat(format)), "set width of column \(CellAddress.columnLetters(column))")
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

    /// Prints the sheet in landscape: one page wide (as many pages down as needed) when
    /// `onePageWide`, else at full size, across then down; `repeatRows` on top of every page and
    /// the first `repeatColumns` columns at the left of every page.
    package func printLandscape(onePageWide: Bool, repeatRows: ClosedRange<Int>?, repeatColumns: Int) throws(XLSXError) {
        workbook.replay?.record("L", .int(onePageWide ? 1 : 0), .int(repeatRows?.lowerBound ?? -1), .int(repeatRows?.upperBound ?? -1), .int(repeatColumns))
        workbook.call {
            worksheet_set_landscape(handle)
            if onePageWide { worksheet_fit_to_pages(handle, 1, 0) } else { worksheet_print_across(handle) }
        }
        if let rows = repeatRows {
            let (first, _) = try cellIndex(rows.lowerBound, 0)
            let (last, _) = try cellIndex(rows.upperBound, 0)
            try checkSheet(worksheet_repeat_rows(handle, first, last), "repeat rows \(rows.lowerBound + 1)–\(rows.upperBound + 1) when printing")
        }
        if repeatColumns > 0 {
            let (_, last) = try cellIndex(0, repeatColumns - 1)
            try checkSheet(worksheet_repeat_columns(handle, 0, last), "repeat \(repeatColumns) columns when printing")
        }
    }

    /// Makes a sheet-level call (through `Workbook.call`) and turns its return code into an error
    /// naming the sheet and the operation.
    func checkSheet(_ call: @autoclosure () -> lxw_error, _ operation: @autoclosure () -> String) throws(XLSXError) {
        let code = workbook.call(call)
        guard code == LXW_NO_ERROR else { throw .sheet(sheet: name, operation: operation(), reason: Workbook.reason(code)) }
    }
}
