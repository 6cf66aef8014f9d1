/// How CSV files are spelled, so a spreadsheet in any locale opens them into the right columns
/// and numbers: Excel in a comma-decimal locale (de, fr, es, it…) expects `;` between fields and
/// `,` in numbers. The defaults are RFC 4180 with `.` decimals.
package struct CSVDialect: Sendable, Hashable {
    /// The byte between fields.
    package enum Delimiter: String, Sendable, CaseIterable {
        case comma = ","
        case semicolon = ";"
        case tab = "\t"
        case pipe = "|"

        /// The delimiter's byte.
        package var byte: UInt8 { rawValue.utf8.first! }
    }

    /// The character between a decimal's integer and fraction digits.
    package enum DecimalMark: String, Sendable, CaseIterable {
        case point = "."
        case comma = ","

        /// The mark's byte.
        package var byte: UInt8 { rawValue.utf8.first! }
    }

    package var delimiter: Delimiter
    package var decimalMark: DecimalMark
    /// Starts each file with a UTF-8 byte order mark, which Excel needs to read UTF-8.
    package var byteOrderMark: Bool

    package init(delimiter: Delimiter = .comma, decimalMark: DecimalMark = .point, byteOrderMark: Bool = false) {
        self.delimiter = delimiter
        self.decimalMark = decimalMark
        self.byteOrderMark = byteOrderMark
    }

    /// RFC 4180: `,`, `.` decimals, no byte order mark.
    package static let standard = CSVDialect()

    /// Whether the dialect is the default one (data packages describe only the others).
    package var isStandard: Bool { self == .standard }
}
