import Foundation
import Tabular
import TestSupport
import Testing

@testable import XLSXOutput

@Suite struct XLSXWorkbookWriterTests {
    /// This test's folder (Swift Testing makes one suite value per test), removed with it.
    private let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory("xlsx-writer")
    }

    @Test(arguments: [nil, "1700000000"])
    func twoWritesAreByteIdentical(sourceDateEpoch: String?) throws {
        let first = scratch.file("one.xlsx")
        let second = scratch.file("two.xlsx")
        let writer = XLSXWorkbookWriter(sourceDateEpoch: sourceDateEpoch)
        try writer.write(WorkbookSample.document(), to: first)
        try writer.write(WorkbookSample.document(), to: second)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
        #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: second))))
        let created = try WorkbookReadback.read(first).created
        #expect(created == (sourceDateEpoch == nil ? "2000-01-01T00:00:00" : "2023-11-14T22:13:20"))
    }

    @Test func sourceDateEpochIsParsedStrictly() throws {
        #expect(try WorkbookTimestamp.created(sourceDateEpoch: nil) == 946_684_800)
        #expect(try WorkbookTimestamp.created(sourceDateEpoch: "") == 946_684_800)
        #expect(try WorkbookTimestamp.created(sourceDateEpoch: "0") == 0)
        #expect(try WorkbookTimestamp.created(sourceDateEpoch: "1700000000") == 1_700_000_000)
        for bad in ["-1", "1.5", " 1", "soon", "99999999999999"] {
            #expect(throws: WorkbookError.invalidSourceDateEpoch(value: bad)) { try WorkbookTimestamp.created(sourceDateEpoch: bad) }
        }
        #expect(WorkbookError.invalidSourceDateEpoch(value: "x").exitCode == 78)
    }

    @Test func aFolderThatDoesNotExistMapsToCannotCreate() throws {
        let path = scratch.file("missing/book.xlsx")
        do {
            try XLSXWorkbookWriter(sourceDateEpoch: nil).write(WorkbookSample.document(), to: path)
            Issue.record("wrote into a missing folder")
        } catch {
            guard case .cannotCreate(let failedPath, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(failedPath == path)
            #expect(reason.hasSuffix("does not exist"))
            #expect(error.exitCode == 73)
        }
    }

    @Test func writeFailuresMapToExit74() {
        #expect(WorkbookError.writeFailed(path: "b.xlsx", detail: "disk full").exitCode == 74)
        #expect(WorkbookError.writeFailed(path: "b.xlsx", detail: "disk full").description == "cannot write workbook b.xlsx: disk full")
    }

    @Test(arguments: [
        (
            Sheet(name: "A", blocks: [.caption(CaptionBlock("x", link: SheetLink(text: "go", targetSheet: "Nowhere")))]),
            #"link "go" points to sheet "Nowhere", which the workbook does not have"#
        ),
        (
            Sheet(name: "A", blocks: [.lineChart(LineChartBlock(title: "c", tableID: "t", categoryColumn: "r", valueColumns: ["p"]))]),
            #"chart "c" reads table "t", which the sheet does not have"#
        ),
        (
            Sheet(
                name: "A",
                blocks: [
                    .table(TableBlock(id: "t", columns: [.init("r", .integer)], rows: [])),
                    .lineChart(LineChartBlock(title: "c", tableID: "t", categoryColumn: "r", valueColumns: ["p"]))
                ]),
            #"chart "c" reads column "p", which table "t" does not have"#
        ),
        (Sheet(name: "A", blocks: [.spacer(rows: -1)]), "a spacer of -1 rows"),
        (
            Sheet(
                name: "A",
                blocks: [
                    .table(TableBlock(id: "t", columns: [.init("r", .integer)], rows: [])),
                    .table(TableBlock(id: "t", columns: [.init("r", .integer)], rows: []))
                ]),
            #"two table blocks have the id "t""#
        ),
        (Sheet(name: "A", blocks: [.table(TableBlock(id: "t", columns: [], rows: []))]), #"table "t" has no columns"#),
        (Sheet(name: "A/B", blocks: []), #"invalid sheet name: contains "/""#)
    ])
    func invalidDocumentsAreRefusedBeforeWriting(sheet: Sheet, reason: String) {
        let path = scratch.file("invalid.xlsx")
        #expect(throws: WorkbookError.invalidDocument(sheet: sheet.name, reason: reason)) {
            try XLSXWorkbookWriter(sourceDateEpoch: nil).write(WorkbookDocument(sheets: [sheet]), to: path)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func namesMustBeUniqueIgnoringCaseAndTheBookNotEmpty() {
        let twins = WorkbookDocument(sheets: [Sheet(name: "Équipe", blocks: []), Sheet(name: "ÉQUIPE", blocks: [])])
        #expect(throws: WorkbookError.invalidDocument(sheet: "ÉQUIPE", reason: "another sheet has the same name, ignoring case")) {
            try XLSXWorkbookWriter(sourceDateEpoch: nil).write(twins, to: scratch.file("twins.xlsx"))
        }
        #expect(throws: WorkbookError.invalidDocument(sheet: nil, reason: "a workbook needs at least one sheet")) {
            try XLSXWorkbookWriter(sourceDateEpoch: nil).write(WorkbookDocument(), to: scratch.file("empty.xlsx"))
        }
    }
}
