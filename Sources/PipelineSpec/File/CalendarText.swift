import CivilTime

/// Reads the date and duration texts of extract options once their pattern matched.
enum CalendarText {
    /// Whether `YYYY-MM-DD` names a day that exists (no 2023-02-30).
    static func isDate(_ text: String) -> Bool {
        text.utf8.count == 10 && CalendarDate(iso: text) != nil
    }

    /// Seconds in a duration of digits and a unit (`45s`, `30m`, `1h`, `7d`) of at most `maximum`
    /// seconds; reports a longer one with the allowed range.
    static func seconds(_ text: String, atMost maximum: Int, site: SpecSite) -> Int? {
        guard let seconds = DurationText.seconds(text), seconds <= maximum else {
            site.report(
                .outOfRange(
                    at: site.location, field: site.path, value: text,
                    expected: "a duration of at most \(DurationText.text(maximum)) (\(maximum) seconds)"))
            return nil
        }
        return seconds
    }

    /// The node of `ttl:`, `max_age:` and `settle:`: a number of seconds or a duration like
    /// `examples`, both at most `maximum` seconds, with `others` (`never`) tried between the two.
    static func secondsOrDuration(like examples: String, atMost maximum: Int, others: [SpecNode<Int>] = [], expected: String) -> SpecNode<
        Int
    > {
        Spec.oneOf(
            [Spec.integer("a number of seconds", minimum: 0, maximum: maximum)] + others
                + [
                    Spec.string("a duration like \(examples), at most \(DurationText.text(maximum))", pattern: "^[0-9]+[smhd]$")
                        .refined { text, site in seconds(text, atMost: maximum, site: site) }
                ],
            "\(expected), at most \(DurationText.text(maximum))")
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

    /// The longest `ttl:`, `max_age:` and `--max-age`: ten years (`never` is how to keep an answer forever).
    package static let longestLifetimeSeconds = 3_650 * 86_400
    /// The longest `settle:`: a year.
    package static let longestSettleSeconds = 365 * 86_400

    /// `3650d`, `12h`, `90s`: the largest unit that divides `seconds`.
    package static func text(_ seconds: Int) -> String {
        for (unit, size) in [("d", 86_400), ("h", 3_600), ("m", 60)] where seconds > 0 && seconds % size == 0 {
            return "\(seconds / size)\(unit)"
        }
        return "\(seconds)s"
    }
}
