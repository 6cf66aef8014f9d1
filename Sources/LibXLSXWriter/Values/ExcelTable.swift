/// An Excel Table (a ListObject) over a header row and the data rows below it: a name, a filter
/// button on every header, banded rows. Excel wants the name unique in the workbook and the
/// headers unique within the table (ignoring case), or it "repairs" the file.
package struct ExcelTable: Equatable, Sendable {
    /// Letters, digits and underscores, starting with a letter or underscore, not a cell reference.
    package var name: String
    package var headerRow: Int
    /// The last data row; at least `headerRow + 1` (Excel needs one data row, empty or not).
    package var lastRow: Int
    package var firstColumn: Int
    /// The header texts, left to right; the table is as wide as they are.
    package var headers: [String]

    package init(name: String, headerRow: Int, lastRow: Int, firstColumn: Int = 0, headers: [String]) {
        self.name = name
        self.headerRow = headerRow
        self.lastRow = lastRow
        self.firstColumn = firstColumn
        self.headers = headers
    }

    /// The last column the table covers.
    package var lastColumn: Int { firstColumn + headers.count - 1 }
}
