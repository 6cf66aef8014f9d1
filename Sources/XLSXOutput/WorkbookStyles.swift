import LibXLSXWriter
import Tabular

/// The formats a rendered workbook uses, made once per workbook in a fixed order.
struct WorkbookStyles {
    /// Table and link-list headers: bold on a light fill with thin borders, wrapped at spaces
    /// (the header row is made tall enough, see `ColumnWidths.headerLines`).
    let header: Format
    /// Sheet titles.
    let caption: Format
    /// Labels of label/value rows.
    let label: Format
    private let workbook: Workbook

    /// Points; fits the 14-point caption font.
    static let captionRowHeight = 21.0
    /// Points a line of the 11-point body font takes (Excel's default row height).
    static let lineHeight = 15.0

    /// Makes the fixed formats in `workbook`.
    init(_ workbook: Workbook) throws(XLSXError) {
        self.workbook = workbook
        header = try workbook.format(CellStyle(bold: true, wrap: true, thinBorder: true, fillColor: 0xDDEBF7))
        caption = try workbook.format(CellStyle(bold: true, fontSize: 14))
        label = try workbook.format(CellStyle(bold: true))
    }

    /// The value of a label/value row: left-aligned next to its label, however wide the column
    /// other blocks of the sheet make it.
    func keyValue(_ format: NumberFormat?) throws(XLSXError) -> Format {
        try workbook.format(CellStyle(numberFormat: format?.code, alignment: .left))
    }

    /// The format for a number format code, or nil for Excel's General.
    func number(_ format: NumberFormat?) throws(XLSXError) -> Format? {
        guard let format else { return nil }
        return try workbook.format(CellStyle(numberFormat: format.code))
    }
}
