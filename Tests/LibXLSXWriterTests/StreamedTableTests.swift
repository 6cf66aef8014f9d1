import TestSupport
import Testing

@testable import LibXLSXWriter

/// Excel Tables in constant-memory mode, which libxlsxwriter refuses on its own
/// (`fe_worksheet_add_table`). Judged by the raw parts, read through Python's zipfile.
@Suite struct StreamedTableTests {
    @Test func aTableStreamsItsHeaderAndRowsInOrderAndKeepsItsPart() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("table.xlsx")
        let workbook = try Workbook(path: path, options: WorkbookOptions(constantMemory: true), properties: WorkbookTests.created)
        let bold = try workbook.format(CellStyle(bold: true))
        try workbook.addWorksheet(named: "Scorers") { sheet in
            try sheet.writeString(row: 0, column: 0, "Top scorers")
            try sheet.addTable(
                ExcelTable(name: "Scorers_table", headerRow: 2, lastRow: 4, headers: ["Player", "Goals"]), headerFormat: bold)
            try sheet.writeString(row: 3, column: 0, "Ann")
            try sheet.writeNumber(row: 3, column: 1, 3)
            try sheet.writeString(row: 4, column: 0, "Bob")
            try sheet.writeNumber(row: 4, column: 1, 5)
            try sheet.writeString(row: 6, column: 0, "after the table")
        }
        try workbook.close()

        let xml = try ZipParts.text("xl/worksheets/sheet1.xml", in: path)
        #expect(
            xml.contains(
                #"<row r="3"><c r="A3" s="1" t="inlineStr"><is><t>Player</t></is></c><c r="B3" s="1" "#
                    + #"t="inlineStr"><is><t>Goals</t></is></c></row>"#
            ))
        #expect(xml.contains(#"<row r="4"><c r="A4" t="inlineStr"><is><t>Ann</t></is></c><c r="B4"><v>3</v></c></row>"#))
        #expect(xml.contains(#"<c r="A7" t="inlineStr"><is><t>after the table</t></is></c>"#))
        #expect(xml.contains(#"<tableParts count="1"><tablePart r:id="rId1"/></tableParts>"#))
        let table = try ZipParts.text("xl/tables/table1.xml", in: path)
        #expect(table.contains(#"name="Scorers_table" displayName="Scorers_table" ref="A3:B5""#))
        #expect(table.contains(#"<tableColumn id="1" name="Player"/><tableColumn id="2" name="Goals"/>"#))
    }

    /// A streamed sheet cannot go back up: a table added below rows already written is an error,
    /// not a table without its header cells.
    @Test func aTableWhoseHeaderRowIsAlreadyWrittenIsAnError() throws {
        let folder = try ScratchDirectory()
        let workbook = try Workbook(
            path: folder.file("late.xlsx"), options: WorkbookOptions(constantMemory: true), properties: WorkbookTests.created)
        #expect(throws: XLSXError.self) {
            try workbook.addWorksheet(named: "Late") { sheet in
                try sheet.writeString(row: 5, column: 0, "below")
                try sheet.addTable(ExcelTable(name: "Late_table", headerRow: 2, lastRow: 4, headers: ["Player"]), headerFormat: nil)
            }
        }
    }
}
