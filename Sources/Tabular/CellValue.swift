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

/// A day without time or zone.
package struct CalendarDate: Sendable, Hashable, Comparable {
    package let year: Int
    package let month: Int
    package let day: Int

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads the leading `YYYY-MM-DD` of a string (`"1990-05-02"`, `"2023-08-11T19:00:00+00:00"`).
    package init?(iso text: String) {
        let parts = text.prefix(10).split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// `YYYY-MM-DD`.
    package var isoText: String {
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    package static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}
