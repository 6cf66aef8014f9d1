/// A day without time or zone, on the proleptic Gregorian calendar.
package struct CalendarDate: Sendable, Hashable, Comparable {
    package let year: Int
    package let month: Int
    package let day: Int

    /// A date from its parts; the caller vouches that the day exists (`init?(iso:)` checks).
    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads the leading `YYYY-MM-DD` of a string (`"1990-05-02"`, `"2023-08-11T19:00:00+00:00"`);
    /// nil for other shapes and for days that do not exist (`2023-02-31`, `2023-02-29`).
    package init?(iso text: String) {
        let parts = text.prefix(10).split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            CivilCalendar.isValid(year: y, month: m, day: d)
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The date `days` after 1970-01-01 (before it when negative).
    package init(daysSinceEpoch days: Int) {
        let date = CivilCalendar.date(days: days)
        self.init(year: date.year, month: date.month, day: date.day)
    }

    /// The UTC day of an instant given in Unix seconds.
    package init(utcDayOf seconds: Int) {
        self.init(daysSinceEpoch: UTCInstant.split(seconds).day)
    }

    /// `YYYY-MM-DD`, the year zero-padded to four digits.
    package var isoText: String {
        CivilText.pad(year, 4) + "-" + CivilText.pad(month) + "-" + CivilText.pad(day)
    }

    /// Days since 1970-01-01 (negative before it).
    package var daysSinceEpoch: Int {
        CivilCalendar.days(year: year, month: month, day: day)
    }

    /// The date `days` later (or earlier when negative).
    package func adding(days: Int) -> CalendarDate {
        CalendarDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// 0 = Sunday … 6 = Saturday.
    package var weekday: Int {
        let w = (daysSinceEpoch + 4) % 7
        return w < 0 ? w + 7 : w
    }

    /// Whole years between a birth date and this date.
    package func years(since birth: CalendarDate) -> Int {
        var age = year - birth.year
        if (month, day) < (birth.month, birth.day) { age -= 1 }
        return age
    }

    package static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}
