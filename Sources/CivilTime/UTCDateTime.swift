/// A Unix timestamp split into its UTC calendar fields, for ISO 8601 text without Foundation.
package struct UTCDateTime: Sendable, Equatable {
    package let year: Int
    package let month: Int
    package let day: Int
    package let hour: Int
    package let minute: Int
    package let second: Int

    /// The fields as given (no check).
    package init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }
}

extension UTCDateTime {
    /// The UTC fields of `unixSeconds` (negative values are before 1970).
    package init(unixSeconds: Int) {
        let split = UTCInstant.split(unixSeconds)
        let secondOfDay = split.secondOfDay
        let date = CivilCalendar.date(days: split.day)
        self.init(
            year: date.year, month: date.month, day: date.day,
            hour: secondOfDay / 3_600, minute: secondOfDay % 3_600 / 60, second: secondOfDay % 60)
    }

    /// `YYYY-MM-DDTHH:MM:SS`, without a zone suffix (the caller adds `Z` or an offset).
    package var wallClockText: String {
        CalendarDate(year: year, month: month, day: day).isoText
            + "T" + CivilText.pad(hour) + ":" + CivilText.pad(minute) + ":" + CivilText.pad(second)
    }

    /// `2023-08-11T19:00:00Z`.
    package var utcText: String { wallClockText + "Z" }
}
