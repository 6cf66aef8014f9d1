package import CivilTime

/// One cell. The case must agree with its column's type, or be `.null`.
package enum CellValue: Sendable, Hashable {
    case null
    case integer(Int)
    case decimal(Double)
    case text(String)
    case boolean(Bool)
    /// Unix seconds (UTC).
    case timestamp(Int)
    case date(CalendarDate)
    /// A wall-clock date-time without zone, as seconds since 1970-01-01T00:00:00 on that clock
    /// (so `UTCDateTime(unixSeconds:)` reads its fields); its column says which clock.
    case localDateTime(Int)

    package var isNull: Bool { self == .null }
}

extension CellValue {
    /// `.integer`, or `.null` for nil.
    package static func int(_ value: Int?) -> CellValue { value.map(CellValue.integer) ?? .null }
    /// `.decimal`, or `.null` for nil.
    package static func double(_ value: Double?) -> CellValue { value.map(CellValue.decimal) ?? .null }
    /// `.text`, or `.null` for nil.
    package static func string(_ value: String?) -> CellValue { value.map(CellValue.text) ?? .null }
    /// `.boolean`, or `.null` for nil.
    package static func bool(_ value: Bool?) -> CellValue { value.map(CellValue.boolean) ?? .null }
}
