import Foundation
import Tabular
import TestSupport
import Testing

@testable import XLSXOutput

/// Issue 32 item 7: every sheet prints landscape on the workbook's paper (Excel's paperSize: 9
/// for A4, 1 for Letter), read back by openpyxl.
@Suite struct WorkbookPaperTests {
    @Test(arguments: [(Paper.a4, 9), (Paper.letter, 1)])
    func everySheetPrintsOnTheWorkbooksPaper(paper: Paper, size: Int) throws {
        let scratch = try ScratchDirectory("xlsx-paper")
        var document = WorkbookSample.document()
        document.paper = paper
        let path = scratch.file("paper.xlsx")
        try XLSXWorkbookWriter(sourceDateEpoch: nil).write(document, to: path)
        let script = scratch.file("paper.py")
        try """
        import sys, openpyxl
        book = openpyxl.load_workbook(sys.argv[1])
        print(sorted({(ws.page_setup.orientation, int(ws.page_setup.paperSize)) for ws in book.worksheets}))
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let out = try PythonScript.output(of: script, [path], failure: "openpyxl could not read \(path)")
        #expect(String(decoding: out, as: UTF8.self) == "[('landscape', \(size))]\n")
    }
}
