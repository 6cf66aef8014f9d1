import CXLSXWriter

/// A sheet lent by `Workbook.addWorksheet` for the length of its closure. Rows and columns count
/// from zero. In constant-memory mode rows must be written in ascending order; writing to an
/// earlier row throws. User text is always written as a string, never as a formula.
package struct Worksheet: ~Copyable {
    /// The sheet's name, used in every error.
    package let name: String
    /// Valid until the workbook closes, which cannot happen while the closure lending this value runs.
    let handle: UnsafeMutablePointer<lxw_worksheet>
    /// Kept alive by the worksheet; supplies formats and charts.
    let workbook: Workbook

    init(handle: UnsafeMutablePointer<lxw_worksheet>, name: String, workbook: Workbook) {
        self.handle = handle
        self.name = name
        self.workbook = workbook
    }

    /// A number cell. NaN and infinities throw: XLSX cannot store them.
    package func writeNumber(row: Int, column: Int, _ value: Double, format: Format? = nil) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        guard value.isFinite else {
            throw .cell(sheet: name, cell: CellAddress.a1(row: row, column: column), reason: "\(value) is not a finite number")
        }
        workbook.replay?.record("n", .int(row), .int(column), .double(value), .format(format))
        try check(worksheet_write_number(handle, r, c, value, workbook.cFormat(format)), row, column)
    }

    /// A text cell, stored as text even when it starts with `=`; a literal `_xHHHH_` reads back
    /// as written (`CellText`). Text whose stored form is longer than `CellText.maxLength` throws.
    package func writeString(row: Int, column: Int, _ text: String, format: Format? = nil) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        let stored = try storedText(text, row, column)
        workbook.replay?.record("s", .int(row), .int(column), .text(stored), .format(format))
        try check(worksheet_write_string(handle, r, c, stored, workbook.cFormat(format)), row, column)
    }

    /// A TRUE/FALSE cell.
    package func writeBoolean(row: Int, column: Int, _ value: Bool, format: Format? = nil) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        workbook.replay?.record("b", .int(row), .int(column), .int(value ? 1 : 0), .format(format))
        try check(worksheet_write_boolean(handle, r, c, value ? 1 : 0, workbook.cFormat(format)), row, column)
    }

    /// A date-time cell from Unix seconds (UTC); give it a date number format to show as one.
    package func writeDateTime(row: Int, column: Int, unixSeconds: Int, format: Format?) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        workbook.replay?.record("u", .int(row), .int(column), .int(unixSeconds), .format(format))
        try check(worksheet_write_unixtime(handle, r, c, Int64(unixSeconds), workbook.cFormat(format)), row, column)
    }

    /// A date cell (midnight of the day); give it a date number format to show as one.
    package func writeDate(row: Int, column: Int, year: Int, month: Int, day: Int, format: Format?) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        var date = lxw_datetime(
            year: Int32(clamping: year), month: Int32(clamping: month), day: Int32(clamping: day), hour: 0, min: 0, sec: 0)
        workbook.replay?.record("d", .int(row), .int(column), .int(year), .int(month), .int(day), .format(format))
        try check(worksheet_write_datetime(handle, r, c, &date, workbook.cFormat(format)), row, column)
    }

    /// The most links a sheet holds: libxlsxwriter refuses any further one.
    package static let maxLinks = Int(LXW_MAX_NUMBER_URLS)

    /// A cell showing `text` that jumps to a cell of another sheet of this workbook.
    /// A nil format gives Excel's Hyperlink style.
    package func writeInternalLink(
        row: Int, column: Int, text: String, toSheet target: String, targetCell: String = "A1", format: Format? = nil
    ) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        let stored = try storedText(text, row, column)
        let url = "internal:\(CellAddress.quotedSheetName(target))!\(targetCell)"
        workbook.replay?.record("l", .int(row), .int(column), .text(url), .text(stored), .format(format))
        try check(worksheet_write_url_opt(handle, r, c, url, workbook.cFormat(format), stored, nil), row, column)
    }

    /// An empty cell that still carries a format (libxlsxwriter skips it when the format is nil).
    package func writeBlank(row: Int, column: Int, format: Format?) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        workbook.replay?.record("k", .int(row), .int(column), .format(format))
        try check(worksheet_write_blank(handle, r, c, workbook.cFormat(format)), row, column)
    }

    /// Validates indexes and converts them to libxlsxwriter's types without trapping.
    func cellIndex(_ row: Int, _ column: Int) throws(XLSXError) -> (lxw_row_t, lxw_col_t) {
        guard (0...CellAddress.maxRow).contains(row), (0...CellAddress.maxColumn).contains(column) else {
            throw .cell(
                sheet: name, cell: CellAddress.a1(row: row, column: column), reason: Workbook.reason(LXW_ERROR_WORKSHEET_INDEX_OUT_OF_RANGE)
            )
        }
        return (lxw_row_t(row), lxw_col_t(column))
    }

    /// Makes a cell write (through `Workbook.call`) and turns its return code into an error naming the cell.
    func check(_ write: @autoclosure () -> lxw_error, _ row: Int, _ column: Int) throws(XLSXError) {
        let code = workbook.call(write)
        guard code == LXW_NO_ERROR else {
            throw .cell(sheet: name, cell: CellAddress.a1(row: row, column: column), reason: Workbook.reason(code))
        }
    }

    /// `text` escaped for storage; its length is checked here so the error names the cell and
    /// libxlsxwriter prints no warning.
    private func storedText(_ text: String, _ row: Int, _ column: Int) throws(XLSXError) -> String {
        let stored = CellText.escaped(text)
        guard stored.utf16.count <= CellText.maxLength else {
            throw .cell(
                sheet: name, cell: CellAddress.a1(row: row, column: column), reason: Workbook.reason(LXW_ERROR_MAX_STRING_LENGTH_EXCEEDED))
        }
        return stored
    }
}
