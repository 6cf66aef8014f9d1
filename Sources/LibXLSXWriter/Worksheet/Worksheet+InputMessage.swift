import CXLSXWriter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Worksheet {
    /// Excel's limits on an input message's title and text, in characters.
    package static let inputTitleLimit = 32
    package static let inputMessageLimit = 255

    /// An input message on a cell: a data validation that allows any value and shows `title`
    /// and `message` while the cell is selected (Excel and LibreOffice alike). Far lighter than
    /// a note, which costs a VML drawing per sheet. Texts over Excel's limits throw.
    package func writeInputMessage(row: Int, column: Int, title: String, message: String) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        guard title.count <= Self.inputTitleLimit, message.count <= Self.inputMessageLimit else {
            throw .cell(
                sheet: name, cell: CellAddress.a1(row: row, column: column), reason: Workbook.reason(LXW_ERROR_255_STRING_LENGTH_EXCEEDED))
        }
        let texts = [strdup(title), strdup(message)]
        defer { texts.forEach { free($0) } }
        var validation = lxw_data_validation()
        validation.validate = UInt8(LXW_VALIDATION_TYPE_ANY.rawValue)
        validation.show_input = UInt8(LXW_VALIDATION_ON.rawValue)
        validation.input_title = texts[0]
        validation.input_message = texts[1]
        workbook.replay?.record("V", .int(row), .int(column), .text(title), .text(message))
        try check(worksheet_data_validation_cell(handle, r, c, &validation), row, column)
    }
}
