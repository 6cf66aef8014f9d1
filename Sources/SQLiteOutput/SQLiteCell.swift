import LibSQLite
import Staging
import Tabular

/// Cells as the database stores them: integers and booleans (0/1) as INTEGER, decimals as
/// REAL, text as TEXT, timestamps and dates as the ISO 8601 text the CSV files hold, local
/// date-times as SQLite's own date-time text (`2023-08-12 15:00:00`, what `datetime()` returns).
enum SQLiteCell {
    /// The stored value of a cell; NaN and infinities, which no other format writes, are NULL.
    static func value(_ cell: CellValue) -> SQLiteValue {
        switch cell {
        case .null: .null
        case .integer(let number): .integer(Int64(number))
        case .decimal(let number): number.isFinite ? .real(number) : .null
        case .text(let text): .text(text)
        case .boolean(let flag): .integer(flag ? 1 : 0)
        case .timestamp(let seconds): .text(isoText { $0.append(timestamp: seconds) })
        case .date(let date): .text(isoText { $0.append(date: date) })
        case .localDateTime(let seconds): .text(isoText { $0.append(localDateTime: seconds, separator: UInt8(ascii: " ")) })
        }
    }

    private static func isoText(_ render: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        render(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension SQLiteValue {
    /// The value as one field of a read-back row: numbers as digits, text in quotes so it never
    /// equals a number or NULL, NULL as `null`, blobs as `x'…'` hex.
    var fieldText: String {
        switch self {
        case .null: "null"
        case .integer(let number): String(number)
        case .real(let number): number.description
        case .text(let text): "\"\(text)\""
        case .blob(let bytes):
            "x'"
                + bytes.map { byte in
                    let digits = String(byte, radix: 16)
                    return digits.count == 1 ? "0" + digits : digits
                }.joined() + "'"
        }
    }

    /// The value as a person reads it in a message: text unquoted.
    var displayText: String {
        if case .text(let text) = self { return text }
        return fieldText
    }
}
