import CivilTime

/// Reads the date and duration texts of extract options once their pattern matched.
enum CalendarText {
    /// Whether `YYYY-MM-DD` names a day that exists (no 2023-02-30).
    static func isDate(_ text: String) -> Bool {
        text.utf8.count == 10 && CalendarDate(iso: text) != nil
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
