import Foundation
import Tabular
import TestSupport
import Testing

@testable import XLSXOutput

/// The writer takes a workbook one sheet at a time (issue 23 item 7: no whole-workbook model).
/// Readers: openpyxl (`WorkbookReadback`) for the file, the builds the stream records for the order.
@Suite struct StreamedWorkbookWriterTests {
    private let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory("xlsx-streamed")
    }

    /// Which sheets were built, in order.
    private final class Builds: @unchecked Sendable {
        private let lock = NSLock()
        private var built: [Int] = []

        func append(_ index: Int) { lock.withLock { built.append(index) } }
        var log: [Int] { lock.withLock { built } }
    }

    private static func streamed(_ document: WorkbookDocument, builds: Builds) -> StreamedWorkbook {
        let sheets = document.sheets
        return StreamedWorkbook(properties: document.properties, sheetNames: sheets.map(\.name)) { index in
            builds.append(index)
            return sheets[index]
        }
    }

    @Test func buildsEachSheetOnceInTabOrderAndWritesWhatTheDocumentWould() throws {
        let document = WorkbookSample.document()
        let builds = Builds()
        let streamedPath = scratch.file("streamed.xlsx")
        let wholePath = scratch.file("whole.xlsx")
        let report = try XLSXWorkbookWriter(sourceDateEpoch: nil).write(Self.streamed(document, builds: builds), to: streamedPath)
        #expect(builds.log == Array(document.sheets.indices))
        #expect(report.sheets == document.sheetDigests)
        try XLSXWorkbookWriter(sourceDateEpoch: nil).write(document, to: wholePath)
        #expect(try Data(contentsOf: URL(fileURLWithPath: streamedPath)) == Data(contentsOf: URL(fileURLWithPath: wholePath)))
        #expect(try WorkbookReadback.read(streamedPath).sheets.map(\.name) == document.sheets.map(\.name))
    }

    /// A sheet that fails its checks late in the stream still leaves no file: nothing reaches
    /// the disk before the last sheet is written.
    @Test func aBadSheetLateInTheStreamLeavesNoFile() throws {
        var document = WorkbookSample.document()
        let last = document.sheets.count - 1
        document.sheets[last].blocks.append(.caption(CaptionBlock("x", link: SheetLink(text: "gone", targetSheet: "Nowhere"))))
        let path = scratch.file("bad.xlsx")
        #expect(throws: WorkbookError.self) { try XLSXWorkbookWriter(sourceDateEpoch: nil).write(document.streamed, to: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A sheet built under another name than the one listed up front (which links were checked
    /// against) is refused.
    @Test func aSheetBuiltUnderAnotherNameIsRefused() throws {
        let renamed = StreamedWorkbook(sheetNames: ["Index"]) { _ in Sheet(name: "Other", blocks: []) }
        #expect(throws: WorkbookError.invalidDocument(sheet: "Index", reason: "the sheet was built as \"Other\"")) {
            try XLSXWorkbookWriter(sourceDateEpoch: nil).write(renamed, to: scratch.file("renamed.xlsx"))
        }
    }
}
