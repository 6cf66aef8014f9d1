import CivilTime
import Testing
@testable import Load
import Tabular

@Suite struct ColumnWidthsTests {
    @Test func renderedLengthFollowsTheNumberFormat() {
        #expect(ColumnWidths.renderedLength(.integer(1_035_037), format: .integer) == 7)
        #expect(ColumnWidths.renderedLength(.decimal(7.3), format: .decimal(places: 1)) == 3)
        #expect(ColumnWidths.renderedLength(.decimal(-12.5), format: .decimal) == 6)
        #expect(ColumnWidths.renderedLength(.timestamp(0), format: .timestamp) == 16)
        #expect(ColumnWidths.renderedLength(.date(CalendarDate(year: 2000, month: 1, day: 1)), format: nil) == 10)
        #expect(ColumnWidths.renderedLength(.boolean(false), format: nil) == 5)
        #expect(ColumnWidths.renderedLength(.text("Kanté"), format: nil) == 5)
        #expect(ColumnWidths.renderedLength(.null, format: nil) == 0)
    }

    @Test func widthsAreBoundedAndIgnoreCaptions() throws {
        let sheet = Sheet(name: "T", blocks: [
            .caption(CaptionBlock(String(repeating: "long caption ", count: 20))),
            .table(TableBlock(id: "t", columns: [.init("id", .integer), .init("name", .text), .init("kickoff_utc", .timestamp)],
                              rows: [[.integer(1), .text(String(repeating: "x", count: 80)), .timestamp(0)]])),
        ])
        var names = ExcelTableNames()
        let widths = ColumnWidths(try SheetLayout(sheet, sheetNames: ["T"], tableNames: &names)).widths
        #expect(widths == [6, 50, 18])  // id: "id" + filter button + padding
    }
}
