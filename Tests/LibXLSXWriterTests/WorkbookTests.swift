import Foundation
import TestSupport
import Testing

@testable import LibXLSXWriter

@Suite struct WorkbookTests {
    static let created = DocumentProperties(created: 946_684_800, title: "Sample")

    @Test func writesEachKindOfCellAsItsType() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("cells.xlsx")
        let workbook = try Workbook(path: path, properties: Self.created)
        let day = try workbook.format(CellStyle(numberFormat: "yyyy-mm-dd"))
        try workbook.addWorksheet(named: "Data") { sheet in
            try sheet.writeNumber(row: 0, column: 0, 1.5)
            try sheet.writeString(row: 0, column: 1, "=SUM(A1)")
            try sheet.writeBoolean(row: 0, column: 2, true)
            try sheet.writeDateTime(row: 1, column: 0, unixSeconds: 86_400, format: day)
            try sheet.writeDate(row: 1, column: 1, year: 2024, month: 2, day: 29, format: day)
            try sheet.writeInternalLink(row: 2, column: 0, text: "next", toSheet: "O'Brien Stats")
        }
        try workbook.addWorksheet(named: "O'Brien Stats") { _ in }
        try workbook.close()

        let xml = try ZipParts.text("xl/worksheets/sheet1.xml", in: path)
        #expect(xml.contains(#"<c r="A1"><v>1.5</v></c>"#))
        #expect(xml.contains(#"<c r="B1" t="inlineStr"><is><t>=SUM(A1)</t></is></c>"#))
        #expect(!xml.contains("<f>"))
        #expect(xml.contains(#"<c r="C1" t="b"><v>1</v></c>"#))
        // Excel serials: 1970-01-02 is 25570, 2024-02-29 is 45351.
        #expect(xml.contains(#"<c r="A2" s="1"><v>25570</v></c>"#))
        #expect(xml.contains(#"<c r="B2" s="1"><v>45351</v></c>"#))
        #expect(xml.contains(#"<hyperlink ref="A3" location="'O''Brien Stats'!A1""#))
    }

    @Test func sameContentGivesSameBytesWithFixedTimes() throws {
        let folder = try ScratchDirectory()
        for name in ["one.xlsx", "two.xlsx"] {
            let workbook = try Workbook(path: folder.file(name), properties: Self.created)
            try workbook.addWorksheet(named: "Data") { sheet in
                try sheet.writeString(row: 0, column: 0, "goals")
                try sheet.writeNumber(row: 1, column: 0, 3)
            }
            try workbook.close()
        }
        #expect(try folder.bytes("one.xlsx") == folder.bytes("two.xlsx"))
        let core = try ZipParts.text("docProps/core.xml", in: folder.file("one.xlsx"))
        #expect(core.contains(#"<dcterms:created xsi:type="dcterms:W3CDTF">2000-01-01T00:00:00Z</dcterms:created>"#))
        #expect(core.contains(#"<dcterms:modified xsi:type="dcterms:W3CDTF">2000-01-01T00:00:00Z</dcterms:modified>"#))
        let entries = try ZipParts.entries(in: folder.file("one.xlsx"))
        #expect(entries.count >= 8)
        #expect(entries.allSatisfy { $0.hasSuffix(" 1980-01-01 00:00:00") })
    }

    @Test func createdZeroIsNotReadAsNow() throws {
        let folder = try ScratchDirectory()
        let workbook = try Workbook(path: folder.file("epoch.xlsx"), properties: DocumentProperties(created: 0))
        try workbook.addWorksheet(named: "Data") { _ in }
        try workbook.close()
        let core = try ZipParts.text("docProps/core.xml", in: folder.file("epoch.xlsx"))
        #expect(core.contains(">1970-01-01T00:00:01Z</dcterms:created>"))
    }

    @Test func insertsALineChartReadingSheetRanges() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("chart.xlsx")
        let workbook = try Workbook(path: path, properties: Self.created)
        try workbook.addWorksheet(named: "Team A") { sheet in
            try sheet.writeString(row: 0, column: 0, "round")
            try sheet.writeString(row: 0, column: 1, "points")
            for round in 1...3 {
                try sheet.writeNumber(row: round, column: 0, Double(round))
                try sheet.writeNumber(row: round, column: 1, Double(round * 3))
            }
            let chart = LineChart(
                title: "Points by round", categories: .column(0, sheet: "Team A", rows: 1...3),
                series: [.init(values: .column(1, sheet: "Team A", rows: 1...3), nameCell: CellPosition(row: 0, column: 1))],
                xAxisTitle: "Round", yAxisTitle: "Points")
            try sheet.insertLineChart(chart, row: 5, column: 0)
        }
        try workbook.close()
        let xml = try ZipParts.text("xl/charts/chart1.xml", in: path)
        #expect(xml.contains("<c:lineChart>"))
        #expect(xml.contains("<c:f>'Team A'!$B$2:$B$4</c:f>"))
        #expect(xml.contains("<c:f>'Team A'!$A$2:$A$4</c:f>"))
        #expect(xml.contains("<c:f>'Team A'!$B$1</c:f>"))
        #expect(xml.contains("<a:t>Points by round</a:t>"))
        #expect(xml.contains("<a:t>Round</a:t>"))
    }

    @Test func aDroppedWorkbookWritesNothingAndClosesItsTemporaryFiles() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("dropped.xlsx")
        // Temporary files go to a folder of this test's own, so files other tests open meanwhile do not count.
        let temporary = folder.file("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        do {
            let workbook = try Workbook(path: path, options: WorkbookOptions(temporaryDirectory: temporary), properties: Self.created)
            for index in 0..<300 {
                try workbook.addWorksheet(named: "S\(index)") { sheet in try sheet.writeNumber(row: 0, column: 0, 1) }
            }
            #expect(try openFiles(under: temporary) == 300)
        }
        #expect(try openFiles(under: temporary) == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// In normal mode the temporary folder may be chosen at close, once the sheets are written:
    /// the files go there, not to the folder the workbook was created with. Reader: the folders'
    /// modification times (stat), which creating and removing a file in them changes, then the
    /// ZIP's sheet XML (`ZipParts`, over unzip).
    @Test func theTemporaryFolderChosenAtCloseIsTheOneUsed() throws {
        let folder = try ScratchDirectory()
        let created = folder.file("created-with")
        let chosen = folder.file("chosen-at-close")
        let past = Date(timeIntervalSince1970: 946_684_800)
        for path in [created, chosen] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        }
        let path = folder.file("book.xlsx")
        let workbook = try Workbook(
            path: path, options: WorkbookOptions(constantMemory: false, temporaryDirectory: created), properties: Self.created)
        try workbook.addWorksheet(named: "S") { sheet in try sheet.writeNumber(row: 0, column: 0, 7) }
        try workbook.close(temporaryDirectory: chosen)
        func modified(_ path: String) throws -> Date? { try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date }
        #expect(try modified(created) == past)
        #expect(try modified(chosen) != past)
        #expect(workbook.options.temporaryDirectory == chosen)
        #expect(try ZipParts.text("xl/worksheets/sheet1.xml", in: path).contains("<v>7</v>"))
    }

    /// Open descriptors of this process whose file lies in `folder` (deleted temporary files included).
    private func openFiles(under folder: String) throws -> Int {
        let prefix = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        return try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count { fd in
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")
            return target?.hasPrefix(prefix) == true
        }
    }
}
