import CivilTime

/// An HTTP-date (RFC 9110 §5.6.7) read as Unix seconds: the preferred IMF-fixdate
/// (`Sun, 06 Nov 1994 08:49:37 GMT`) and the two obsolete forms a recipient must still read,
/// RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime (`Sun Nov  6 08:49:37 1994`).
package enum HTTPDate {
    /// The Unix seconds `text` names; nil when it is none of the three forms or names no real
    /// day or time. `now` (Unix seconds) places an RFC 850 two-digit year: the year ending in those
    /// digits that is at most 50 years after now and less than 50 years before it (RFC 9110).
    package static func unixSeconds(_ text: String, now: Double) -> Int? {
        let parts = text.split(separator: " ").map(String.init)
        let fields: (day: String, month: String, year: Int, time: String)?
        switch parts.count {
        case 6 where parts[0].hasSuffix(",") && parts[5] == "GMT" && shortDayNames.contains(String(parts[0].dropLast())):
            fields = fourDigitYear(parts[3]).map { (parts[1], parts[2], $0, parts[4]) }
        case 4 where parts[0].hasSuffix(",") && parts[3] == "GMT" && longDayNames.contains(String(parts[0].dropLast())):
            let date = parts[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard date.count == 3, date[2].count == 2, let twoDigits = digits(date[2]) else { return nil }
            fields = (date[0], date[1], year(endingIn: twoDigits, near: now), parts[2])
        case 5 where shortDayNames.contains(parts[0]):
            fields = fourDigitYear(parts[4]).map { (parts[2], parts[1], $0, parts[3]) }
        default:
            fields = nil
        }
        guard let fields, fields.day.count <= 2, let day = digits(fields.day),
            let month = monthNames.firstIndex(of: fields.month).map({ $0 + 1 }),
            CivilCalendar.isValid(year: fields.year, month: month, day: day),
            let secondOfDay = secondOfDay(fields.time)
        else { return nil }
        return UTCInstant.unixSeconds(day: CivilCalendar.days(year: fields.year, month: month, day: day), secondOfDay: secondOfDay)
    }

    private static let shortDayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longDayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `HH:MM:SS` (second 60 for a leap second) as seconds after midnight.
    private static func secondOfDay(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, parts.allSatisfy({ $0.count == 2 }),
            let hour = digits(parts[0]), let minute = digits(parts[1]), let second = digits(parts[2]),
            hour < 24, minute < 60, second <= 60
        else { return nil }
        return hour * 3_600 + minute * 60 + second
    }

    private static func fourDigitYear(_ text: String) -> Int? {
        text.count == 4 ? digits(text) : nil
    }

    /// The number ASCII digits spell (at most four here); nil for anything else.
    private static func digits(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }

    private static func year(endingIn twoDigits: Int, near now: Double) -> Int {
        let current = now.isFinite && abs(now) < 1e15 ? UTCDateTime(unixSeconds: Int(now.rounded(.down))).year : 1970
        var year = current - current % 100 + twoDigits
        if year > current + 50 { year -= 100 } else if year <= current - 50 { year += 100 }
        return year
    }
}
