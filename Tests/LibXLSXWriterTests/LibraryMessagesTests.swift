import TestSupport
import Foundation
import Testing
@testable import LibXLSXWriter

/// libxlsxwriter's own `[WARNING]`/`[ERROR]` lines are kept in the workbook, not printed.
@Suite struct LibraryMessagesTests {
    /// A chart whose series names a sheet the workbook lacks: libxlsxwriter warns at close and
    /// still writes the file. Reader: the raw chart XML (Python's zipfile) for the file itself.
    @Test func keepsTheLibrarysWarningInTheWorkbook() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("chart.xlsx")
        let workbook = try Workbook(path: path, properties: DocumentProperties(created: 946_684_800))
        try workbook.addWorksheet(named: "Data") { sheet in
            try sheet.writeNumber(row: 0, column: 0, 1)
            try sheet.writeNumber(row: 1, column: 0, 2)
            let chart = LineChart(
                title: "t", categories: .column(0, sheet: "Data", rows: 0...1),
                series: [.init(values: .column(0, sheet: "Nowhere", rows: 0...1))])
            try sheet.insertLineChart(chart, row: 3, column: 0)
        }
        try workbook.close()
        #expect(workbook.libraryMessages.count == 1)
        #expect(workbook.libraryMessages.first?.hasPrefix("[WARNING]: workbook_add_chart(): worksheet name 'Nowhere'") == true)
        #expect(try ZipParts.text("xl/charts/chart1.xml", in: path).contains("Nowhere!$A$1:$A$2"))
    }

    /// The folder disappears before close: the library's `[ERROR]` line joins the error.
    @Test func keepsTheLibrarysErrorWhenCloseFails() throws {
        let folder = try ScratchDirectory()
        let inner = folder.file("gone")
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
        let workbook = try Workbook(path: "\(inner)/book.xlsx", properties: DocumentProperties(created: 946_684_800))
        try workbook.addWorksheet(named: "Data") { sheet in try sheet.writeNumber(row: 0, column: 0, 1) }
        try FileManager.default.removeItem(atPath: inner)
        #expect(throws: XLSXError.self) { try workbook.close() }
        #expect(workbook.libraryMessages.contains { $0.hasPrefix("[ERROR] workbook_close(): Error creating") })
    }
}
