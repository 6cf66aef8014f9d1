import Foundation
import Testing
@testable import Transform
import PipelineSpec

/// The season workbook as a spreadsheet user sees it, rendered and read back with openpyxl.
@Suite struct SeasonWorkbookReadbackTests {
    let document = SyntheticSeason.workbook(playerSheets: .top)
    let book: RenderedWorkbook

    init() throws {
        book = try RenderedWorkbook.render(document)
    }

    @Test func sheetsKeepTheDocumentsOrder() {
        #expect(book.sheets.map(\.name) == document.sheetNames)
    }

    @Test func everyTeamSheetHasItsPointsChartOverItsCumulativePoints() throws {
        for club in SyntheticSeason.clubs {
            let sheet = try book.sheet(club.name)
            #expect(sheet.charts.count == 1, "\(club.name)")
            let series = try #require(sheet.charts.first?.series.first)
            let values = try sheet.numbers(in: try #require(series.values))
            #expect(values.last == Double(SyntheticSeason.standingsPoints[club.id]!), "\(club.name)")
            #expect(try sheet.numbers(in: try #require(series.categories)) == (1...6).map(Double.init))
        }
        let arsenal = try book.sheet("Arsenal")
        let values = try #require(arsenal.charts.first?.series.first?.values)
        #expect(try arsenal.numbers(in: values) == [3, 6, 7, 7, 10, 10])
        #expect(try book.sheet("Standings").charts.isEmpty)
    }

    @Test func numberFormattedCellsHoldNumbersAndTimestampsHoldDates() {
        let cells = book.sheets.flatMap { $0.cells.values }
        let numeric = cells.filter { $0.format == "0" || $0.format == "0.00" }
        #expect(numeric.count > 1000)
        #expect(numeric.allSatisfy { $0.type == "n" && $0.number != nil })
        let instants = cells.filter { $0.format == "yyyy-mm-dd hh:mm" }
        #expect(!instants.isEmpty && instants.allSatisfy { $0.type == "d" })
    }

    @Test func indexLinksReachEverySheetAndMainTablesAreFrozenAndFiltered() throws {
        let links = try book.sheet("Index").hyperlinks
        #expect(links.map(\.target) == Array(document.sheetNames.dropFirst()))
        #expect(links.allSatisfy { $0.resolves })
        let fixtures = try book.sheet("Fixtures")
        #expect(fixtures.freeze == "A4")
        #expect(fixtures.autofilter == "A3:AH15")
        #expect(try book.sheet("Arsenal").autofilter?.hasPrefix("A") == true)
    }
}
