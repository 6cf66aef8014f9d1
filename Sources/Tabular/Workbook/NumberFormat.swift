/// An Excel number format code for a cell or column.
package struct NumberFormat: Sendable, Hashable {
    /// The code as Excel stores it (`0`, `0.00`, `yyyy-mm-dd hh:mm`).
    package var code: String

    package init(_ code: String) {
        self.code = code
    }

    /// Whole numbers and ids, without thousands separators.
    package static let integer = NumberFormat("0")
    /// Two decimal places.
    package static let decimal = NumberFormat("0.00")
    /// A UTC instant to the minute.
    package static let timestamp = NumberFormat("yyyy-mm-dd hh:mm")
    /// A calendar day.
    package static let date = NumberFormat("yyyy-mm-dd")
    /// A local kick-off: weekday, day and time (`Sat 2023-08-12 15:00`).
    package static let kickoff = NumberFormat("ddd yyyy-mm-dd hh:mm")
    /// A fraction shown as a whole percentage (0.55 → `55%`).
    package static let percent = NumberFormat("0%")
    /// A fraction shown as a percentage with one decimal (0.555 → `55.5%`).
    package static let percentDecimal = NumberFormat("0.0%")

    /// `places` decimal places (`0.0` for one).
    package static func decimal(places: Int) -> NumberFormat {
        places <= 0 ? .integer : NumberFormat("0." + String(repeating: "0", count: places))
    }

    /// The format a column type gets unless told otherwise; nil keeps Excel's General (text, booleans).
    package static func `default`(for type: ColumnType) -> NumberFormat? {
        switch type {
        case .integer: .integer
        case .decimal: .decimal
        case .timestamp, .localDateTime: .timestamp
        case .date: .date
        case .text, .boolean: nil
        }
    }
}
