import Staging
import Tabular

/// Rows in `COPY … FROM STDIN` text format: tab between fields, `\N` for NULL, backslash,
/// tab, newline and carriage return escaped, NUL left out (Transform's `NULCharacters` already
/// removed every one, with its warning; COPY refuses one); instants as ISO 8601 UTC, doubles in their
/// shortest round-trip text.
enum PostgresCopyText {
    /// Appends `rows`, one line each.
    package static func append(_ rows: [[CellValue]], into bytes: inout [UInt8]) {
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: "\t")) }
                append(cell, into: &bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    private static func append(_ cell: CellValue, into bytes: inout [UInt8]) {
        switch cell {
        case .null: bytes.append(ascii: "\\N")
        case .integer(let value): bytes.append(integer: value)
        case .decimal(let value): if !bytes.append(decimal: value) { bytes.append(ascii: "\\N") }
        case .boolean(let value): bytes.append(value ? UInt8(ascii: "t") : UInt8(ascii: "f"))
        case .timestamp(let seconds): bytes.append(timestamp: seconds)
        case .date(let date): bytes.append(date: date)
        case .localDateTime(let seconds): bytes.append(localDateTime: seconds, separator: UInt8(ascii: " "))
        case .text(let text):
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\\"): bytes.append(ascii: "\\\\")
                case UInt8(ascii: "\t"): bytes.append(ascii: "\\t")
                case UInt8(ascii: "\n"): bytes.append(ascii: "\\n")
                case UInt8(ascii: "\r"): bytes.append(ascii: "\\r")
                case 0: continue
                default: bytes.append(byte)
                }
            }
        }
    }
}
