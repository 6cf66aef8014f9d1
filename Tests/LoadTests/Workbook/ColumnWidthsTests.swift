import CivilTime
import Tabular
import Testing

@testable import XLSXOutput

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
        let sheet = Sheet(
            name: "T",
            blocks: [
                .caption(CaptionBlock(String(repeating: "long caption ", count: 20))),
                .table(
                    TableBlock(
                        id: "t", columns: [.init("id", .integer), .init("name", .text), .init("kickoff_utc", .timestamp)],
                        rows: [[.integer(1), .text(String(repeating: "x", count: 80)), .timestamp(0)]]))
            ])
        var names = ExcelTableNames()
        let widths = ColumnWidths(try SheetLayout(sheet, sheetNames: ["T"], tableNames: &names)).widths
        #expect(widths == [6.5, 50, 18]) // id: "id" in bold + filter button + padding, to a quarter up
    }

    // The widths and lines are checked against an independent reader in
    // Tests/readback/test_demo_workbook.py (openpyxl); here they are pinned by hand-counted cases.
    @Test func aHeaderWrapsSoOnlyItsLongestWordWidensItsColumn() throws {
        let table = TableBlock(
            id: "t", columns: [.init("Average Possession Per Match", .integer), .init("Pts", .integer)],
            rows: [[.integer(55), .integer(3)]])
        let sheet = Sheet(name: "T", blocks: [.table(table)])
        var names = ExcelTableNames()
        let fitted = ColumnWidths(try SheetLayout(sheet, sheetNames: ["T"], tableNames: &names))
        // "Possession": 10 × 1.15 bold + 2 filter button + 2 padding = 15.5; "Pts" 7.45, to a quarter up.
        #expect(fitted.widths == [15.5, 7.5])
        // 11.5 characters of room a line (less padding and button): Average | Possession | Per Match.
        #expect(fitted.headerLines(table) == 3)
        #expect(ColumnWidths.wrappedLines("Total Pts", room: 20) == 1)
        #expect(ColumnWidths.wrappedLines("Total Pts", room: 6) == 2)
    }

    /// A percentage is measured as it shows: the stored fraction ×100 with its places and sign.
    @Test func aPercentageIsMeasuredAsItShows() {
        #expect(ColumnWidths.renderedLength(.decimal(0.4579), format: .percentDecimal) == 5) // 45.8%
        #expect(ColumnWidths.renderedLength(.decimal(1), format: .percent) == 4) // 100%
        #expect(ColumnWidths.renderedLength(.decimal(-0.05), format: .percent) == 3) // -5%
    }

    @Test func labelsSpanNarrowColumnsAndTheirValuesSitInTheNextOne() throws {
        let sheet = Sheet(
            name: "T",
            blocks: [
                .keyValues(
                    KeyValueBlock([
                        .init("Average possession (%)", .decimal(55.5), numberFormat: .decimal(places: 1)),
                        .init("Coach", .text(String(repeating: "x", count: 40)))
                    ])),
                .table(
                    TableBlock(
                        id: "t", columns: [.init("Rd", .integer), .init("Opponent", .text), .init("Pts", .integer)],
                        rows: [[.integer(1), .text(String(repeating: "y", count: 20)), .integer(3)]]))
            ])
        var names = ExcelTableNames()
        let fitted = ColumnWidths(try SheetLayout(sheet, sheetNames: ["T"], tableNames: &names))
        // The label (22 × 1.15 + 2 = 27.3) spans "Rd" (6.5) and "Opponent" (22): values in column C,
        // which the 4-character number needs no wider; the long text runs on into empty cells.
        #expect(fitted.widths == [6.5, 22, 7.5])
        #expect(fitted.valueColumns == [0: 2])
    }
}
