import CXLSXWriter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Worksheet {
    /// Makes a range an Excel Table with banded rows and a filter, writing its header cells in
    /// `headerFormat`. In constant-memory mode (see `fe_worksheet_add_table`) call it before
    /// writing any cell below the header row; the table may have no formula and no total row.
    package func addTable(_ table: ExcelTable, headerFormat: Format?) throws(XLSXError) {
        let operation = "table \(table.name)"
        guard !table.headers.isEmpty, table.lastRow > table.headerRow else {
            throw .sheet(sheet: name, operation: operation, reason: "a table needs a header and at least one data row")
        }
        let (r1, c1) = try cellIndex(table.headerRow, table.firstColumn)
        let (r2, c2) = try cellIndex(table.lastRow, table.lastColumn)
        workbook.replay?.record(
            "T", .int(table.headerRow), .int(table.firstColumn), .int(table.lastRow), .int(table.lastColumn),
            .format(headerFormat), .text(table.name), .text(table.headers.joined(separator: "\t")))
        let texts = ([table.name] + table.headers).map { strdup($0) }
        defer { texts.forEach { free($0) } }
        var columns = texts.dropFirst().map { header in
            lxw_table_column(
                header: header, formula: nil, total_string: nil, total_function: 0,
                header_format: workbook.cFormat(headerFormat), format: nil, total_value: 0)
        }
        var writesHeaders: Int32 = 0
        try columns.withUnsafeMutableBufferPointer { buffer throws(XLSXError) in
            var pointers: [UnsafeMutablePointer<lxw_table_column>?] = (0..<buffer.count).map { buffer.baseAddress! + $0 }
            pointers.append(nil)
            try pointers.withUnsafeMutableBufferPointer { list throws(XLSXError) in
                var options = lxw_table_options()
                options.name = texts[0]
                options.style_type = UInt8(LXW_TABLE_STYLE_TYPE_LIGHT.rawValue)
                options.style_type_number = 15
                options.columns = list.baseAddress
                try checkSheet(fe_worksheet_add_table(handle, r1, c1, r2, c2, &options, &writesHeaders), operation)
            }
        }
        guard writesHeaders != 0 else { return }
        for (offset, header) in table.headers.enumerated() {
            try writeString(row: table.headerRow, column: table.firstColumn + offset, header, format: headerFormat)
        }
    }

    /// A note on a cell, shown when the pointer rests on it (Excel and LibreOffice alike).
    package func writeNote(row: Int, column: Int, _ text: String) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        var options = lxw_comment_options()
        options.author = nil
        let stored = CellText.escaped(text)
        workbook.replay?.record("N", .int(row), .int(column), .text(stored))
        try check(worksheet_write_comment_opt(handle, r, c, stored, &options), row, column)
    }
}
