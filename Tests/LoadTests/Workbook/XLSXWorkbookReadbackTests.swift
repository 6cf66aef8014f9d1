import Foundation
import Tabular
import Testing

@testable import XLSXOutput

/// Reads the rendered sample back with openpyxl, as a spreadsheet user would see it.
@Suite struct XLSXWorkbookReadbackTests {
    let book: WorkbookReadback

    /// Rendered and read once for the whole suite; also left for pytest (Tests/readback).
    private static let readback = Result { () throws -> WorkbookReadback in
        let path = WorkbookReadback.pytestSamplePath
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try XLSXWorkbookWriter(sourceDateEpoch: nil).write(WorkbookSample.document(), to: path)
        return try WorkbookReadback.read(path)
    }

    init() throws {
        book = try Self.readback.get()
    }

    @Test func sheetsComeInDocumentOrderWithTheirNames() {
        #expect(book.sheets.map(\.name) == ["Index", "Standings", "Arsenal", "J. Silva (1234)", "J. Silva (5678)", "N'Golo Kanté"])
        #expect(book.created == "2000-01-01T00:00:00")
    }

    @Test func headersAreBoldFrozenAndFiltered() throws {
        let standings = try book.sheet("Standings")
        #expect(standings.freeze == "A4")
        for column in ["A", "B", "C", "D", "E", "F"] {
            #expect(standings.cells["\(column)3"]?.bold == true)
        }
        #expect(standings.cells["A4"]?.bold == false)
        let team = try book.sheet("Arsenal")
        #expect(team.freeze == "B7")
    }

    /// openpyxl reads each table block as an Excel Table (ListObject) with its own filter; the
    /// sheet-level autofilter, one per sheet, is gone.
    @Test func everyTableBlockIsAnExcelTableWithItsOwnFilter() throws {
        let standings = try book.sheet("Standings")
        #expect(standings.autofilter == nil)
        #expect(
            standings.tables == [
                .init(
                    name: "Standings_standings", ref: "A3:H5",
                    headers: ["rank", "team", "points", "goal_diff", "form", "points_per_game", "Possession %", "RANK 2"],
                    filter: "A3:H5", banded: true, style: "TableStyleLight15")
            ])
        let team = try book.sheet("Arsenal")
        #expect(team.tables.map(\.name) == ["Arsenal_fixtures", "Arsenal_squad"])
        #expect(team.tables.map(\.filter) == ["A6:H9", "A35:D36"])
        // A block without rows still makes a table: its header and one empty row, as Excel needs.
        let player = try book.sheet("J. Silva (1234)")
        #expect(player.tables.map(\.name) == ["J_Silva_1234_matches", "J_Silva_1234_transfers"])
        #expect(player.tables.last?.ref == "A9:B10")
        let kante = try book.sheet("N'Golo Kanté")
        #expect(kante.tables.first?.name == "N_Golo_Kant_matches")
    }

    /// The document holds the tables' 55; the workbook stores the fraction Excel computes with.
    @Test func describedHeadersCarryTheirInputMessageAndPercentagesAreFractions() throws {
        let standings = try book.sheet("Standings")
        #expect(standings.notes == ["G3": "Share of the ball, 0–100."])
        #expect(standings.cells["G4"]?.value == .number(0.55))
        #expect(standings.cells["G4"]?.format == "0%")
    }

    @Test func numbersAreNumbersAndDatesAreDates() throws {
        let team = try book.sheet("Arsenal")
        #expect(team.cells["A7"]?.type == "n")
        #expect(team.cells["A7"]?.value == .number(1))
        #expect(team.cells["A7"]?.format == "0")
        #expect(team.cells["B7"]?.type == "d")
        #expect(team.cells["B7"]?.value == .text("2023-08-12T12:30:00"))
        #expect(team.cells["B7"]?.format == "yyyy-mm-dd hh:mm")
        #expect(team.cells["G7"]?.value == .number(1.84))
        #expect(team.cells["G7"]?.format == "0.00")
        #expect(team.cells["G9"] == nil)
        #expect(team.cells["H7"]?.type == "b")
        #expect(team.cells["B2"]?.value == .number(1886))
        #expect(team.cells["C36"]?.value == .text("2001-09-05T00:00:00"))
        #expect(team.cells["C36"]?.format == "yyyy-mm-dd")
        let player = try book.sheet("N'Golo Kanté")
        #expect(player.cells["B2"]?.type == "d")
        #expect(player.cells["B4"]?.format == "0.0")
        #expect(player.cells["A7"]?.value == .number(1_035_037))
    }

    @Test func textThatLooksLikeAFormulaStaysText() throws {
        let cell = try #require(try book.sheet("Arsenal").cells["D8"])
        #expect(cell.type == "s")
        #expect(cell.value == .text("=1+1"))
    }

    @Test func internalLinksReachExistingSheets() throws {
        let links = book.sheets.flatMap(\.hyperlinks)
        #expect(links.count == 5 + 5)
        #expect(links.allSatisfy { $0.resolves })
        let index = try book.sheet("Index")
        #expect(index.hyperlinks.map(\.target) == ["Standings", "Arsenal", "J. Silva (1234)", "J. Silva (5678)", "N'Golo Kanté"])
        #expect(index.hyperlinks.last?.location == "'N''Golo Kanté'!A1")
        #expect(index.cells["B8"]?.value == .text("N'Golo Kanté"))
        #expect(try book.sheet("Standings").hyperlinks.map(\.cell) == ["A1"])
    }

    @Test func theTeamSheetHasItsLineChart() throws {
        let chart = try #require(try book.sheet("Arsenal").charts.first)
        #expect(chart.kind == "LineChart")
        #expect(chart.title == "Points by round")
        #expect(chart.x_axis == "Round")
        #expect(chart.y_axis == "Points")
        #expect(
            chart.series == [
                .init(values: "Arsenal!$F$7:$F$9", categories: "Arsenal!$A$7:$A$9", name: "Arsenal!$F$6"),
                .init(values: "Arsenal!$E$7:$E$9", categories: "Arsenal!$A$7:$A$9", name: "Arsenal!$E$6")
            ])
        #expect(try book.sheet("Standings").charts.isEmpty)
    }

    @Test func columnsAreFittedWithinBounds() throws {
        let standings = try book.sheet("Standings")
        let widths = standings.widths
        // libxlsxwriter stores a width of w characters as w plus about 0.71 for padding. A header
        // counts as bold (1.15 characters a letter) with 2 for the filter button and 2 padding:
        // "rank" 8.6, "points_per_game" (one word, so no wrap) 21.25, each to a quarter up.
        #expect(try #require(widths["B"]) > 50 && widths["B"]! < 51)
        #expect(try #require(widths["A"]) > 9 && widths["A"]! < 10)
        #expect(try #require(widths["F"]) > 21 && widths["F"]! <= 22) // 21.25 stored on whole pixels
    }
}
