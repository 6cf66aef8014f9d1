import JSON
package import Staging
package import Tabular

/// Writes a table as newline-delimited JSON: one object per row with keys in column order,
/// numbers and booleans as JSON values, times and dates as ISO strings, `\n` after every line.
package struct NDJSONTableWriter: TableWriter {
    package init() {}

    package var format: OutputFormat { .ndjson }

    package func encoder(for header: Table) -> any TableFileEncoder {
        Encoder(columns: header.columns)
    }

    /// One line per row; a file has no start or end of its own.
    private struct Encoder: TableFileEncoder {
        let keyPrefixes: [[UInt8]]
        var scratch = ""

        init(columns: [Column]) {
            keyPrefixes = columns.enumerated().map { index, column in
                var prefix = index == 0 ? "{" : ","
                JSONWriter.writeString(column.name, into: &prefix)
                prefix += ":"
                return Array(prefix.utf8)
            }
        }

        mutating func append(_ rows: [[CellValue]], into buffer: inout [UInt8]) {
            for row in rows {
                if row.isEmpty { buffer.append(UInt8(ascii: "{")) }
                for (index, cell) in row.enumerated() {
                    buffer.append(contentsOf: keyPrefixes[index])
                    NDJSONTableWriter.append(cell, to: &buffer, scratch: &scratch)
                }
                buffer.append(ascii: "}\n")
            }
        }

        mutating func finish(into buffer: inout [UInt8]) {}
    }

    fileprivate static func append(_ cell: CellValue, to buffer: inout [UInt8], scratch: inout String) {
        switch cell {
        case .null: buffer.append(ascii: "null")
        case .integer(let value): buffer.append(integer: value)
        case .decimal(let value): if !buffer.append(decimal: value) { buffer.append(ascii: "null") }
        case .text(let text): appendString(text, to: &buffer, scratch: &scratch)
        case .boolean(let value): buffer.append(ascii: value ? "true" : "false")
        case .timestamp(let seconds):
            buffer.append(UInt8(ascii: "\""))
            buffer.append(timestamp: seconds)
            buffer.append(UInt8(ascii: "\""))
        case .date(let date):
            buffer.append(UInt8(ascii: "\""))
            buffer.append(date: date)
            buffer.append(UInt8(ascii: "\""))
        case .localDateTime(let seconds):
            buffer.append(UInt8(ascii: "\""))
            buffer.append(localDateTime: seconds)
            buffer.append(UInt8(ascii: "\""))
        }
    }

    /// A JSON string literal; text with nothing to escape (nearly all of it) is copied as is.
    private static func appendString(_ text: String, to buffer: inout [UInt8], scratch: inout String) {
        var text = text
        let copied = text.withUTF8 { utf8 -> Bool in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            buffer.append(UInt8(ascii: "\""))
            buffer.append(contentsOf: utf8)
            buffer.append(UInt8(ascii: "\""))
            return true
        }
        guard !copied else { return }
        scratch.removeAll(keepingCapacity: true)
        JSONWriter.writeString(text, into: &scratch)
        buffer.append(utf8: scratch)
    }
}
