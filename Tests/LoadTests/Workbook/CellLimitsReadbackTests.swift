import Foundation
import Tabular
import TestSupport
import Testing

@testable import Staging
@testable import XLSXOutput

/// One text too long for a cell, or holding a literal `_xHHHH_`, never stops a workbook: long
/// texts are cut to what a cell holds and counted, literal sequences read back as written.
/// Reader: python-calamine (Tests/readback/calamine_cells.py), which decodes `_xHHHH_` as Excel does.
@Suite struct CellLimitsReadbackTests {
    private static let longName = String(repeating: "A", count: 40_000)
    private static let fullCell = String(repeating: "B", count: 32_767)
    private static let emoji = String(repeating: "😀", count: 20_000)

    private let document = WorkbookDocument(sheets: [
        Sheet(
            name: "Index",
            blocks: [
                .links(
                    LinkListBlock(
                        header: ["Team_x0042_", "About"],
                        entries: [
                            .init(SheetLink(text: longName, targetSheet: "Club"), description: fullCell + " (England)"),
                            .init(SheetLink(text: "Li_x0043_nk", targetSheet: "Club"), description: "Lit_x0041_eral")
                        ]))
            ]),
        Sheet(
            name: "Club",
            blocks: [
                .table(TableBlock(id: "t", columns: [.init("name", .text)], rows: [[.text(emoji)], [.text(fullCell)]]))
            ])
    ])

    @Test func cutsLongTextsCountsThemAndKeepsLiteralSequences() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("book.xlsx")
        let report = try XLSXWorkbookWriter(sourceDateEpoch: nil).write(document, to: path)
        #expect(report.cellsCut == 3)
        let warning = try #require(report.warnings(path: "out/book.xlsx").first { $0.code == "cut_to_cell_limit" })
        #expect(warning.message.hasPrefix("3 cells cut to 32,767 characters"))
        #expect(warning.context == ["workbook": "out/book.xlsx"])

        let data = try PythonScript.output(
            of: ReadbackScripts.calamine, [path],
            failure: "python3 with python-calamine (scripts/install-python-deps.sh) could not read \(path)")
        let sheets = try JSONDecoder().decode([String: [[String]]].self, from: data)
        let index = try #require(sheets["Index"])
        #expect(index[0] == ["Team_x0042_", "About"])
        #expect(index[1][0] == String(repeating: "A", count: 32_767))
        #expect(index[1][1] == Self.fullCell)
        #expect(index[2] == ["Li_x0043_nk", "Lit_x0041_eral"])
        let club = try #require(sheets["Club"])
        #expect(club[1][0] == String(repeating: "😀", count: 16_383))
        #expect(club[2][0] == Self.fullCell)
    }
}

/// What the writer reports becomes the run's warnings, in a fixed order.
@Suite struct WorkbookWriteReportTests {
    @Test func eachCountAndLibraryLineIsAWarningNamingTheWorkbook() {
        let report = WorkbookWriteReport(forbiddenRemoved: 1, cellsCut: 1, libraryMessages: ["[WARNING]: a", "[ERROR] b"])
        let warnings = report.warnings(path: "out/book.xlsx")
        #expect(
            warnings.map(\.code) == ["removed_forbidden_characters", "cut_to_cell_limit", "xlsx_library_message", "xlsx_library_message"])
        #expect(warnings[1].message.hasPrefix("1 cell cut to 32,767 characters"))
        #expect(warnings[2].message == "libxlsxwriter: [WARNING]: a")
        #expect(warnings.allSatisfy { $0.context == ["workbook": "out/book.xlsx"] })
    }
}

/// The Python read-back scripts under Tests/readback.
enum ReadbackScripts {
    static let calamine = WorkbookReadback.repositoryRoot + "/Tests/readback/calamine_cells.py"
}
