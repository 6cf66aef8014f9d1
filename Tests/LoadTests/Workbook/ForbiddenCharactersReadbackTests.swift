import Foundation
import Tabular
import TestSupport
import Testing

@testable import Staging
@testable import XLSXOutput

/// A workbook whose texts hold characters XML 1.0 forbids still opens, without them.
@Suite struct ForbiddenCharactersReadbackTests {
    private let document = WorkbookDocument(
        properties: WorkbookProperties(title: "Cup\u{FFFE} 2023"),
        sheets: [
            Sheet(
                name: "Index",
                blocks: [
                    .links(LinkListBlock(entries: [.init(SheetLink(text: "Rovers\u{1}", targetSheet: "Rovers\u{1}"))]))
                ]),
            Sheet(
                name: "Rovers\u{1}",
                blocks: [
                    .caption(CaptionBlock("Note\u{FFFF}")),
                    .table(TableBlock(id: "t", columns: [.init("team\u{0}", .text)], rows: [[.text("A\u{0}B")]]))
                ])
        ])

    @Test func openpyxlReadsItAndSeesTheTextsWithoutThem() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("book.xlsx")
        try XLSXWorkbookWriter(sourceDateEpoch: nil).write(document, to: path)
        let book = try WorkbookReadback.read(path)
        #expect(book.sheets.map(\.name) == ["Index", "Rovers"])
        let index = try book.sheet("Index")
        #expect(index.hyperlinks.map(\.resolves) == [true])
        let texts = Set(
            try book.sheet("Rovers").cells.values.compactMap { cell -> String? in
                if case .text(let text) = cell.value { return text } else { return nil }
            })
        #expect(texts == ["Note", "team", "AB"])
    }

    @Test func countsEveryChangedTextForTheWarning() throws {
        #expect(document.removingForbiddenCharacters().changed == 7)
        let folder = try ScratchDirectory()
        let report = try XLSXWorkbookWriter(sourceDateEpoch: nil).write(document, to: folder.file("cup.xlsx"))
        #expect(report.forbiddenRemoved == 7)
        let warning = report.warnings(path: "out/cup.xlsx").first
        #expect(warning?.context == ["workbook": "out/cup.xlsx"])
        #expect(warning?.message.hasPrefix("7 text values") == true)
        #expect(WorkbookWriteReport().warnings(path: "x").isEmpty)
    }
}
