import Foundation
import TestSupport
import Testing

@testable import LibXLSXWriter

@Suite struct WorkbookErrorTests {
    static let properties = DocumentProperties(created: 946_684_800)
    static let outOfRange = "Worksheet row or column index out of range."

    @Test func anEarlierRowInConstantMemoryModeNamesSheetAndCell() throws {
        let folder = try ScratchDirectory()
        let workbook = try Workbook(path: folder.file("rows.xlsx"), properties: Self.properties)
        #expect(throws: XLSXError.cell(sheet: "Data", cell: "C2", reason: Self.outOfRange)) {
            try workbook.addWorksheet(named: "Data") { sheet in
                try sheet.writeNumber(row: 4, column: 0, 1)
                try sheet.writeNumber(row: 1, column: 2, 2)
            }
        }
    }

    @Test func anIndexBeyondExcelNamesTheCell() throws {
        let folder = try ScratchDirectory()
        let workbook = try Workbook(path: folder.file("range.xlsx"), properties: Self.properties)
        #expect(throws: XLSXError.cell(sheet: "Data", cell: "XFE1", reason: Self.outOfRange)) {
            try workbook.addWorksheet(named: "Data") { sheet in try sheet.writeString(row: 0, column: 16_384, "x") }
        }
        #expect(throws: XLSXError.cell(sheet: "Data 2", cell: "row -1, column 0", reason: Self.outOfRange)) {
            try workbook.addWorksheet(named: "Data 2") { sheet in try sheet.writeNumber(row: -1, column: 0, 1) }
        }
    }

    @Test func valuesXLSXCannotHoldAreRefused() throws {
        let folder = try ScratchDirectory()
        let workbook = try Workbook(path: folder.file("values.xlsx"), properties: Self.properties)
        #expect(throws: XLSXError.cell(sheet: "Data", cell: "B1", reason: "nan is not a finite number")) {
            try workbook.addWorksheet(named: "Data") { sheet in try sheet.writeNumber(row: 0, column: 1, .nan) }
        }
        let long = String(repeating: "x", count: CellText.maxLength + 1)
        #expect(throws: XLSXError.cell(sheet: "Long", cell: "A1", reason: "String exceeds Excel's limit of 32,767 characters.")) {
            try workbook.addWorksheet(named: "Long") { sheet in try sheet.writeString(row: 0, column: 0, long) }
        }
    }

    @Test(arguments: [
        ("a/b", "Worksheet name cannot contain invalid characters: '[ ] : * ? / \\'"),
        (String(repeating: "x", count: 32), "Worksheet name exceeds Excel's limit of 31 characters."),
        ("'quoted", "Worksheet name cannot start or end with an apostrophe."),
        ("DATA", "Worksheet name is already in use."),
        ("", "the name is empty")
    ])
    func invalidSheetNamesAreRefusedWithTheReason(name: String, reason: String) throws {
        let folder = try ScratchDirectory()
        let workbook = try Workbook(path: folder.file("names.xlsx"), properties: Self.properties)
        try workbook.addWorksheet(named: "Data") { _ in }
        #expect(throws: XLSXError.invalidSheetName(name: name, reason: reason)) {
            try workbook.addWorksheet(named: name) { _ in }
        }
    }

    @Test func aMissingFolderFailsBeforeAnyWork() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("missing/book.xlsx")
        #expect(throws: XLSXError.cannotCreateFile(path: path, reason: "folder \(folder.file("missing")) does not exist")) {
            _ = try Workbook(path: path, properties: Self.properties)
        }
        #expect(throws: XLSXError.cannotCreateFile(path: folder.path, reason: "it is a folder")) {
            _ = try Workbook(path: folder.path, properties: Self.properties)
        }
    }

    @Test func aClosedWorkbookRefusesMoreWork() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("closed.xlsx")
        let workbook = try Workbook(path: path, properties: Self.properties)
        try workbook.close()
        #expect(throws: XLSXError.workbook(path: path, operation: "close", reason: "the workbook is already closed")) {
            try workbook.close()
        }
    }

    @Test func errorsSayWhereAndWhatToDo() {
        let error = XLSXError.cell(sheet: "Team A", cell: "B7", reason: "bad")
        #expect(error.description == #"sheet "Team A" cell B7: bad"#)
        #expect(XLSXError.openFileLimit(sheets: 900, limit: 256).description.contains("ulimit -n"))
    }
}
