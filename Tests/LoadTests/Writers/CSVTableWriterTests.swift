import CivilTime
import PipelineSpec
import Tabular
import TestSupport
import Testing

@testable import Load
@testable import Staging
@testable import TableFiles

@Suite struct CSVTableWriterTests {
    private func field(_ cell: CellValue) -> String {
        var buffer: [UInt8] = []
        CSVTableWriter().append(cell, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    @Test func writesEveryAwkwardCellAsInTheGoldenFile() {
        GoldenFile.expectMatches(CSVTableWriter().render(SampleTables.cells), named: "cells.csv")
    }

    @Test func startsWithAByteOrderMarkOnlyWhenAsked() {
        let plain = CSVTableWriter().render(SampleTables.cells)
        let marked = CSVTableWriter(dialect: CSVDialect(byteOrderMark: true)).render(SampleTables.cells)
        #expect(marked == [0xEF, 0xBB, 0xBF] + plain)
        #expect(plain.starts(with: Array("id,label,".utf8)))
    }

    @Test(arguments: [
        ("a,b", #""a,b""#),
        (#"say "hi""#, #""say ""hi""""#),
        ("two\nlines", "\"two\nlines\""),
        ("carriage\rreturn", "\"carriage\rreturn\""),
        ("plain text", "plain text"),
        ("", "")
    ])
    func quotesOnlyFieldsThatNeedIt(text: String, expected: String) {
        #expect(field(.text(text)) == expected)
    }

    @Test(arguments: [
        ("=SUM(A1)", "'=SUM(A1)"),
        ("+44 20", "'+44 20"),
        ("-5", "'-5"),
        ("@user", "'@user"),
        ("\tx", "'\tx"),
        ("\rx", "\"'\rx\""),
        ("=a,b", "\"'=a,b\""),
        ("a=b", "a=b")
    ])
    func neutralisesTextThatStartsLikeAFormula(text: String, expected: String) {
        #expect(field(.text(text)) == expected)
    }

    @Test func leavesNegativeNumbersAsNumbers() {
        #expect(field(.integer(-5)) == "-5")
        #expect(field(.decimal(-0.5)) == "-0.5")
    }

    @Test(arguments: [
        (CellValue.integer(1_035_037), "1035037"),
        (.integer(0), "0"),
        (.integer(Int.min), "-9223372036854775808"),
        (.decimal(7.0), "7.0"),
        (.decimal(1.34), "1.34"),
        (.decimal(0.1 + 0.2), "0.30000000000000004"),
        (.decimal(1e16), "1e+16"),
        (.decimal(.nan), ""),
        (.decimal(-.infinity), ""),
        (.boolean(true), "true"),
        (.boolean(false), "false"),
        (.timestamp(SampleTables.kickoff), "2023-08-11T19:00:00Z"),
        (.timestamp(-1), "1969-12-31T23:59:59Z"),
        (.date(CalendarDate(year: 1987, month: 6, day: 24)), "1987-06-24"),
        (.date(CalendarDate(year: 812, month: 1, day: 9)), "0812-01-09"),
        (.null, "")
    ])
    func formatsCells(cell: CellValue, expected: String) {
        #expect(field(cell) == expected)
    }

    @Test func endsEveryRecordWithCRLFAndWritesTheHeaderOfAnEmptyTable() {
        let empty = Table(name: "t", columns: [Column("a", .integer), Column("b b", .text)], key: [])
        #expect(String(decoding: CSVTableWriter().render(empty), as: UTF8.self) == "a,b b\r\n")
        let one = Table(name: "t", columns: [Column("a", .integer)], key: [], rows: [[.integer(1)], [.null]])
        #expect(String(decoding: CSVTableWriter().render(one), as: UTF8.self) == "a\r\n1\r\n\r\n")
    }

    @Test func readsBackToTheSameFieldsThroughTheCheckModeReader() throws {
        let records = try CSVRecordReader().records(
            from: CSVTableWriter(dialect: CSVDialect(byteOrderMark: true)).render(SampleTables.cells))
        #expect(records.header == SampleTables.cells.columns.map(\.name))
        #expect(records.rows.count == SampleTables.cells.rows.count)
        #expect(records.rows[2][1] == #"say "hi""#)
        #expect(records.rows[3][1] == "two\nlines")
        #expect(records.rows[9][1] == "'\rreturn first")
        #expect(records.rows[10][1] == "İlkay Gündoğan ⚽️ 😀")
    }

    @Test func aSemicolonCommaDecimalDialectQuotesSemicolonsAndWritesDecimalsWithCommas() throws {
        let table = Table(
            name: "t", columns: [Column("label", .text), Column("xg", .decimal), Column("goals", .integer)], key: [],
            rows: [[.text("a;b"), .decimal(1.75), .integer(-2)], [.text("1,5 m"), .decimal(-0.5), .null]]
        )
        let writer = CSVTableWriter(dialect: CSVDialect(delimiter: .semicolon, decimalMark: .comma))
        #expect(
            String(decoding: writer.render(table), as: UTF8.self)
                == "label;xg;goals\r\n\"a;b\";1,75;-2\r\n1,5 m;-0,5;\r\n")
        let records = try CSVRecordReader(delimiter: UInt8(ascii: ";")).records(from: writer.render(table))
        #expect(records.rows == [["a;b", "1,75", "-2"], ["1,5 m", "-0,5", ""]])
    }

    @Test func aTabDialectSeparatesFieldsWithTabsAndQuotesTextHoldingThem() {
        let table = Table(name: "t", columns: [Column("a", .text), Column("b", .integer)], key: [], rows: [[.text("x\ty"), .integer(3)]])
        let writer = CSVTableWriter(dialect: CSVDialect(delimiter: .tab))
        // A tab first would start a formula, so it is neutralised; one inside only needs quotes.
        #expect(String(decoding: writer.render(table), as: UTF8.self) == "a\tb\r\n\"x\ty\"\t3\r\n")
    }
}
