import CXLSXWriter

extension Worksheet {
    /// Sets the width of one column, in characters of the default font.
    package func setColumnWidth(_ column: Int, width: Double, format: Format? = nil) throws(XLSXError) {
        let (_, c) = try cellIndex(0, column)
        try checkSheet(worksheet_set_column(handle, c, c, width, workbook.cFormat(format)), "set width of column \(CellAddress.columnLetters(column))")
    }

    /// Sets a row's height in points and its default format; in constant-memory mode call it before writing the row.
    package func setRow(_ row: Int, height: Double, format: Format? = nil) throws(XLSXError) {
        let (r, _) = try cellIndex(row, 0)
        try checkSheet(worksheet_set_row(handle, r, height, workbook.cFormat(format)), "set row \(row + 1)")
    }

    /// Keeps the rows above `row` and the columns left of `column` in view while scrolling.
    package func freezePanes(row: Int, column: Int) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        workbook.call { worksheet_freeze_panes(handle, r, c) }
    }

    /// Adds filter buttons to the header row of a range (one autofilter per sheet).
    package func autofilter(firstRow: Int, firstColumn: Int, lastRow: Int, lastColumn: Int) throws(XLSXError) {
        let (r1, c1) = try cellIndex(firstRow, firstColumn)
        let (r2, c2) = try cellIndex(lastRow, lastColumn)
        let range = CellAddress.range(firstRow: firstRow, firstColumn: firstColumn, lastRow: lastRow, lastColumn: lastColumn)
        try checkSheet(worksheet_autofilter(handle, r1, c1, r2, c2), "autofilter \(range)")
    }

    /// Prints the sheet in landscape, scaled to `width` pages across (0 height: as many pages down as needed).
    package func printLandscape(pagesWide width: Int) {
        workbook.call {
            worksheet_set_landscape(handle)
            worksheet_fit_to_pages(handle, UInt16(max(1, width)), 0)
        }
    }

    /// Makes a sheet-level call (through `Workbook.call`) and turns its return code into an error
    /// naming the sheet and the operation.
    func checkSheet(_ call: @autoclosure () -> lxw_error, _ operation: @autoclosure () -> String) throws(XLSXError) {
        let code = workbook.call(call)
        guard code == LXW_NO_ERROR else { throw .sheet(sheet: name, operation: operation(), reason: Workbook.reason(code)) }
    }
}
