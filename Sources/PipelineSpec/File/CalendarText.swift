import CivilTime

/// Reads the date and duration texts of extract options once their pattern matched.
enum CalendarText {
    /// Whether `YYYY-MM-DD` names a day that exists (no 2023-02-30).
    static func isDate(_ text: String) -> Bool {
        text.utf8.count == 10 && CalendarDate(iso: text) != nil
    }

    /// Seconds in a duration of digits and a unit (`45s`, `30m`, `1h`, `7d`); reports one too long to count.
    static func seconds(_ text: String, site: SpecSite) -> Int? {
        guard let seconds = DurationText.seconds(text) else {
            site.report(.outOfRange(at: site.location, field: site.path, value: text, expected: "a duration that fits in \(Int.max) seconds"))
            return nil
        }
        return seconds
    }

    /// The node of `ttl:`, `max_age:` and `settle:`: a number of seconds or a duration like
    /// `examples`, with `others` (`never`) tried between the two.
    static func secondsOrDuration(like examples: String, others: [SpecNode<Int>] = [], expected: String) -> SpecNode<Int> {
        Spec.oneOf(
            [Spec.integer("a number of seconds", minimum: 0)] + others
                + [Spec.string("a duration like \(examples)", pattern: "^[0-9]+[smhd]$").refined(CalendarText.seconds)],
            expected)
    }
}

/// Durations written as digits and a unit (`45s`, `30m`, `6h`, `2d`): the one reader for the
/// pipeline file and `--max-age`.
package enum DurationText {
    /// The seconds in `text`; nil when it is no duration or too long to count.
    package static func seconds(_ text: String) -> Int? {
        let unitSeconds: [Character: Int] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
        guard let unit = text.last.flatMap({ unitSeconds[$0] }), let count = Int(text.dropLast()), count >= 0,
              case (let seconds, false) = count.multipliedReportingOverflow(by: unit)
        else { return nil }
        return seconds
    }
}
