import Foundation
import LibXLSXWriter
import Tabular
import TestSupport
import Testing

@testable import Staging
@testable import XLSXOutput

/// Issue 32 item 9: libxlsxwriter refuses more than 65,530 links a sheet. Names past them are
/// written as plain text and the run is warned, instead of the workbook failing; openpyxl
/// reads the links and texts back.
@Suite struct WorkbookLinkLimitTests {
    @Test func namesPastTheLinksASheetHoldsArePlainTextWithAWarning() throws {
        let scratch = try ScratchDirectory("xlsx-link-limit")
        let rows = Worksheet.maxLinks + 40
        let names = TableBlock(
            id: "names", columns: [.init("Player", .text)], rows: (0..<rows).map { [.text("Player \($0)")] },
            links: ["Player": Array(repeating: "Target", count: rows)])
        let back = CaptionBlock("Names", link: SheetLink(text: "← Target", targetSheet: "Target"))
        let document = WorkbookDocument(sheets: [
            Sheet(name: "Names", blocks: [.caption(back), .spacer(rows: 1), .table(names)]),
            Sheet(name: "Target", blocks: [.caption(CaptionBlock("Target"))])
        ])
        let path = scratch.file("links.xlsx")
        let report = try XLSXWorkbookWriter(sourceDateEpoch: nil).write(document, to: path)
        // The back link takes one of the sheet's links: 41 names are left plain.
        #expect(report.linksLeftPlain == [.init(sheet: "Names", names: 41)])
        #expect(report.libraryMessages.isEmpty)
        let warnings = report.warnings(path: "links.xlsx")
        #expect(warnings.map(\.code) == ["links_left_plain"])
        #expect(warnings.first?.context == ["workbook": "links.xlsx", "sheet": "Names"])

        let script = scratch.file("count.py")
        try """
        import sys, openpyxl
        ws = openpyxl.load_workbook(sys.argv[1])["Names"]
        cells = [c for (c,) in ws.iter_rows(min_row=4, max_col=1)]
        linked = [c for c in cells if c.hyperlink is not None]
        print(len(cells), len(linked), cells[-1].value, linked[-1].value, linked[-1].hyperlink.location)
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let out = try PythonScript.output(of: script, [path], failure: "openpyxl could not read \(path)")
        let last = rows - 1
        let lastLinked = Worksheet.maxLinks - 2
        #expect(
            String(decoding: out, as: UTF8.self) == "\(rows) \(Worksheet.maxLinks - 1) Player \(last) Player \(lastLinked) 'Target'!A1\n")
    }
}
