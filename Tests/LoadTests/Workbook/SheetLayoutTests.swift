import LibXLSXWriter
import Tabular
import Testing

@testable import XLSXOutput

@Suite struct SheetLayoutTests {
    private let fixtures = TableBlock(
        id: "fixtures", columns: [.init("round", .integer), .init("points", .integer)],
        rows: [[.integer(1), .integer(3)], [.integer(2), .integer(4)]])

    @Test func placesBlocksTopToBottom() throws {
        let sheet = Sheet(
            name: "T",
            blocks: [
                .caption(CaptionBlock("T")),
                .keyValues(KeyValueBlock([.init("a", .integer(1)), .init("b", .integer(2))])),
                .spacer(rows: 2),
                .table(fixtures),
                .lineChart(LineChartBlock(title: "c", tableID: "fixtures", categoryColumn: "round", valueColumns: ["points"], scale: 1)),
                .links(LinkListBlock(header: ["h"], entries: [.init(SheetLink(text: "T", targetSheet: "T"))]))
            ])
        let layout = try plan(sheet)
        #expect(layout.placements.map(\.firstRow) == [0, 1, 3, 5, 8, 8 + SheetLayout.chartRows(scale: 1)])
        #expect(SheetLayout.chartRows(scale: 1) == 16)
        #expect(layout.freeze?.row == 6)
        #expect(layout.excelTables == [ExcelTable(name: "T_fixtures", headerRow: 5, lastRow: 7, headers: ["round", "points"])])
        #expect(layout.charts.first?.row == 8)
        #expect(layout.charts.first?.chart.series.first?.values.firstRow == 6)
    }

    @Test func aChartOverAnEmptyTableIsLeftOutButKeepsItsRows() throws {
        let empty = TableBlock(id: "fixtures", columns: fixtures.columns, rows: [])
        let sheet = Sheet(
            name: "T",
            blocks: [
                .table(empty),
                .lineChart(LineChartBlock(title: "c", tableID: "fixtures", categoryColumn: "round", valueColumns: ["points"])),
                .caption(CaptionBlock("after"))
            ])
        let layout = try plan(sheet)
        #expect(layout.charts.isEmpty)
        // The table keeps one empty data row (Excel needs one), so the chart starts a row lower.
        #expect(layout.excelTables.first?.lastRow == 1)
        #expect(layout.placements.last?.firstRow == 2 + SheetLayout.chartRows(scale: 1.5))
    }

    @Test func noTableMeansNoFreeze() throws {
        let layout = try plan(Sheet(name: "T", blocks: [.caption(CaptionBlock("T"))]))
        #expect(layout.freeze == nil)
        #expect(layout.excelTables.isEmpty)
        let fixed = try plan(Sheet(name: "T", blocks: [.table(fixtures)], freezePanes: .at(row: 3, column: 2)))
        #expect(fixed.freeze?.row == 3 && fixed.freeze?.column == 2)
    }

    @Test func tableNamesAreUniqueInTheWorkbookAndHeadersWithinTheirTable() throws {
        var names = ExcelTableNames()
        #expect(names.name(sheet: "Søren Sørlie", block: "matches") == "S_ren_S_rlie_matches")
        #expect(names.name(sheet: "S.ren S.rlie", block: "matches") == "S_ren_S_rlie_matches_2")
        #expect(names.name(sheet: "1. FC Köln", block: "squad") == "T_1_FC_K_ln_squad")
        #expect(ExcelTableNames.uniqueHeaders(["W", "w", "", "Home\nW", "W"]) == ["W", "w 2", "Column 3", "Home W", "W 3"])
        // A team named with 300 characters heads a points-race column: libxlsxwriter refuses past 255.
        #expect(ExcelTableNames.uniqueHeaders([String(repeating: "é", count: 300)]).first?.count == ExcelTableNames.longest)
    }

    private func plan(_ sheet: Sheet) throws -> SheetLayout {
        var names = ExcelTableNames()
        return try SheetLayout(sheet, sheetNames: [sheet.name], tableNames: &names)
    }
}
