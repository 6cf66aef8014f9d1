/// A proleptic Gregorian calendar day, computed with integers only (no clock, no Foundation).
package struct CivilDate: Sendable, Hashable, Comparable {
    package let year: Int
    package let month: Int
    package let day: Int

    /// A date from its parts (assumed valid).
    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` after 1970-01-01 (days-from-civil inverse, Howard Hinnant's algorithm).
    package init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01.
    package var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` later (or earlier when negative).
    package func adding(days: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// 0 = Sunday … 6 = Saturday.
    package var weekday: Int {
        let w = (daysSinceEpoch + 4) % 7
        return w < 0 ? w + 7 : w
    }

    /// `2023-08-12`.
    package var iso: String {
        "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day))"
    }

    /// Whole years between a birth date and this date.
    package func years(since birth: CivilDate) -> Int {
        var age = year - birth.year
        if (month, day) < (birth.month, birth.day) { age -= 1 }
        return age
    }

    package static func < (a: CivilDate, b: CivilDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// `7` → `07`.
    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
