package import PipelineSpec
package import Staging
package import Tabular

/// Writes a table as RFC 4180 CSV in UTF-8: a header row, CRLF after every record, fields
/// quoted only when they hold the delimiter, `"`, CR or LF. Text that a spreadsheet would run
/// as a formula is neutralised with a leading `'`; control characters other than tab, CR and
/// LF, and U+FFFE/U+FFFF, are left out (`ForbiddenCharacters`). The dialect sets the delimiter,
/// the decimal mark and the byte order mark, for spreadsheets in comma-decimal locales.
package struct CSVTableWriter: TableWriter {
    package var dialect: CSVDialect

    package init(dialect: CSVDialect = .standard) {
        self.dialect = dialect
    }

    package var format: OutputFormat { .csv }

    package var csvDialect: CSVDialect? { dialect }

    package func encoder(for header: Table) -> any TableFileEncoder {
        Encoder(writer: self, columns: header.columns)
    }

    /// The byte order mark and header row first, then CRLF-ended records.
    private struct Encoder: TableFileEncoder {
        let writer: CSVTableWriter
        let columns: [Column]
        var started = false

        mutating func append(_ rows: [[CellValue]], into buffer: inout [UInt8]) {
            start(into: &buffer)
            let delimiter = writer.dialect.delimiter.byte
            for row in rows {
                for (index, cell) in row.enumerated() {
                    if index > 0 { buffer.append(delimiter) }
                    writer.append(cell, to: &buffer)
                }
                buffer.append(ascii: "\r\n")
            }
        }

        mutating func finish(into buffer: inout [UInt8]) {
            start(into: &buffer)
        }

        private mutating func start(into buffer: inout [UInt8]) {
            guard !started else { return }
            started = true
            if writer.dialect.byteOrderMark { buffer.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
            let delimiter = writer.dialect.delimiter.byte
            for (index, column) in columns.enumerated() {
                if index > 0 { buffer.append(delimiter) }
                CSVTableWriter.appendField(column.name, delimiter: delimiter, to: &buffer)
            }
            buffer.append(ascii: "\r\n")
        }
    }

    /// Appends one cell's field; numbers are never text, so a negative number stays a number.
    func append(_ cell: CellValue, to buffer: inout [UInt8]) {
        let delimiter = dialect.delimiter.byte
        switch cell {
        case .null: break
        case .integer(let value): buffer.append(integer: value)
        case .decimal(let value):
            let start = buffer.count
            _ = buffer.append(decimal: value)
            if dialect.decimalMark != .point, let point = buffer[start...].firstIndex(of: UInt8(ascii: ".")) {
                buffer[point] = dialect.decimalMark.byte
            }
        case .text(let text): Self.appendField(text, delimiter: delimiter, to: &buffer)
        case .boolean(let value): buffer.append(ascii: value ? "true" : "false")
        case .timestamp(let seconds): buffer.append(timestamp: seconds)
        case .date(let date): buffer.append(date: date)
        case .localDateTime(let seconds): buffer.append(localDateTime: seconds)
        }
    }

    /// Appends text as one field: neutralised if it starts like a formula, quoted if it must be.
    /// Characters XML 1.0 forbids (NUL and other controls, U+FFFE, U+FFFF) are left out.
    static func appendField(_ text: String, delimiter: UInt8, to buffer: inout [UInt8]) {
        var text = text
        if text.withUTF8(ForbiddenCharacters.occur(inUTF8:)) { text = ForbiddenCharacters.removed(from: text) }
        text.withUTF8 { utf8 in
            let startsLikeFormula = utf8.first.map(formulaStarts.contains) ?? false
            let needsQuotes = utf8.contains { $0 == delimiter || $0 == quote || $0 == cr || $0 == lf }
            if needsQuotes { buffer.append(quote) }
            if startsLikeFormula { buffer.append(UInt8(ascii: "'")) }
            if needsQuotes {
                for byte in utf8 {
                    if byte == quote { buffer.append(quote) }
                    buffer.append(byte)
                }
                buffer.append(quote)
            } else {
                buffer.append(contentsOf: utf8)
            }
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")
    /// First bytes with which Excel, LibreOffice or Sheets would start a formula (OWASP CSV injection).
    private static let formulaStarts: [UInt8] = [
        UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "\t"), cr
    ]
}
