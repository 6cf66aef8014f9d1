import Testing

@testable import LibXLSXWriter

@Suite struct CellAddressTests {
    @Test(arguments: [(0, "A"), (25, "Z"), (26, "AA"), (51, "AZ"), (52, "BA"), (701, "ZZ"), (702, "AAA"), (16_383, "XFD")])
    func columnLetters(column: Int, letters: String) {
        #expect(CellAddress.columnLetters(column) == letters)
    }

    @Test func a1NotationAndRanges() {
        #expect(CellAddress.a1(row: 6, column: 1) == "B7")
        #expect(CellAddress.range(firstRow: 2, firstColumn: 0, lastRow: 9, lastColumn: 3) == "A3:D10")
    }

    @Test func sheetNamesAreQuotedWithApostrophesDoubled() {
        #expect(CellAddress.quotedSheetName("Team Stats") == "'Team Stats'")
        #expect(CellAddress.quotedSheetName("O'Brien") == "'O''Brien'")
    }
}
