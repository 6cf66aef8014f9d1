/// Reads the date and duration texts of extract options once their pattern matched.
enum CalendarText {
    /// Whether `YYYY-MM-DD` names a day that exists (no 2023-02-30).
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]) else { return false }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// Seconds in a duration of digits and a unit (`45s`, `30m`, `1h`, `7d`); reports one too long to count.
    static func seconds(_ text: String, site: SpecSite) -> Int? {
        let unitSeconds: [Character: Int] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
        guard let unit = text.last.flatMap({ unitSeconds[$0] }), let count = Int(text.dropLast()),
              case (let seconds, false) = count.multipliedReportingOverflow(by: unit)
        else {
            site.report(.outOfRange(at: site.location, field: site.path, value: text, expected: "a duration that fits in \(Int.max) seconds"))
            return nil
        }
        return seconds
    }
}
