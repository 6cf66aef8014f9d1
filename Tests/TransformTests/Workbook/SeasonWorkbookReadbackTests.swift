import Foundation
import PipelineSpec
import Testing

@testable import Transform

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

    /// openpyxl (the reader) sees the name column frozen and every block as a filtered Excel Table.
    @Test func indexLinksReachEverySheetAndMainTablesAreFrozenAndFiltered() throws {
        let links = try book.sheet("Index").hyperlinks
        #expect(links.map(\.target) == Array(document.sheetNames.dropFirst()))
        #expect(links.allSatisfy { $0.resolves })
        let fixtures = try book.sheet("Fixtures")
        #expect(fixtures.autofilter == nil)
        #expect(fixtures.tables.map(\.name) == ["Fixtures_fixtures"])
        #expect(fixtures.tables.first?.filter == fixtures.tables.first?.ref)
        let header = try #require(fixtures.tables.first?.headers)
        #expect(!header.contains("league_id") && !header.contains("season"))
        #expect(try book.sheet("Team Stats").freeze == "B4") // the team
        let arsenal = try book.sheet("Arsenal")
        #expect(arsenal.tables.count == arsenal.tables.compactMap(\.filter).count)
        #expect(
            arsenal.tables.map(\.name) == [
                "Arsenal_fixtures", "Arsenal_squad_season", "Arsenal_match_stats", "Arsenal_squad", "Arsenal_head_to_head"
            ])
        #expect(arsenal.freeze?.hasPrefix("D") == true) // round order, kick-off, opponent
    }
}
