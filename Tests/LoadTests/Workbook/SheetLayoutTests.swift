import Testing
@testable import Load
import Tabular
import LibXLSXWriter

@Suite struct SheetLayoutTests {
    private let fixtures = TableBlock(id: "fixtures", columns: [.init("round", .integer), .init("points", .integer)],
                                      rows: [[.integer(1), .integer(3)], [.integer(2), .integer(4)]])

    @Test func placesBlocksTopToBottom() throws {
        let sheet = Sheet(name: "T", blocks: [
            .caption(CaptionBlock("T")),
            .keyValues(KeyValueBlock([.init("a", .integer(1)), .init("b", .integer(2))])),
            .spacer(rows: 2),
            .table(fixtures),
            .lineChart(LineChartBlock(title: "c", tableID: "fixtures", categoryColumn: "round", valueColumns: ["points"], scale: 1)),
            .links(LinkListBlock(header: ["h"], entries: [.init(SheetLink(text: "T", targetSheet: "T"))])),
        ])
        let layout = try SheetLayout(sheet, sheetNames: ["T"])
        #expect(layout.placements.map(\.firstRow) == [0, 1, 3, 5, 8, 8 + SheetLayout.chartRows(scale: 1)])
        #expect(SheetLayout.chartRows(scale: 1) == 16)
        #expect(layout.freeze?.row == 6)
        #expect(layout.autofilter?.firstRow == 5)
        #expect(layout.autofilter?.lastRow == 7)
        #expect(layout.charts.first?.row == 8)
        #expect(layout.charts.first?.chart.series.first?.values.firstRow == 6)
    }

    @Test func aChartOverAnEmptyTableIsLeftOutButKeepsItsRows() throws {
        let empty = TableBlock(id: "fixtures", columns: fixtures.columns, rows: [])
        let sheet = Sheet(name: "T", blocks: [
            .table(empty),
            .lineChart(LineChartBlock(title: "c", tableID: "fixtures", categoryColumn: "round", valueColumns: ["points"])),
            .caption(CaptionBlock("after")),
        ])
        let layout = try SheetLayout(sheet, sheetNames: ["T"])
        #expect(layout.charts.isEmpty)
        #expect(layout.placements.last?.firstRow == 1 + SheetLayout.chartRows(scale: 1.5))
    }

    @Test func noTableMeansNoFreezeAndNoFilter() throws {
        let layout = try SheetLayout(Sheet(name: "T", blocks: [.caption(CaptionBlock("T"))]), sheetNames: ["T"])
        #expect(layout.freeze == nil)
        #expect(layout.autofilter == nil)
        let fixed = try SheetLayout(Sheet(name: "T", blocks: [.table(fixtures)], freezePanes: .at(row: 3, column: 2), autofilter: .none), sheetNames: ["T"])
        #expect(fixed.freeze?.row == 3 && fixed.freeze?.column == 2)
        #expect(fixed.autofilter == nil)
    }
}
