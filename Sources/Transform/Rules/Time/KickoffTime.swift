import Tabular
import Foundation

/// A kickoff instant. The API sends it twice: `fixture.date`, ISO 8601 in the request's
/// timezone (`2023-08-11T19:00:00+00:00`, `…+09:00`), and `fixture.timestamp` in Unix seconds.
/// Written as UTC, plus local text in the pipeline's timezone (DST from the system tz database).
package struct KickoffTime: Sendable, Hashable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    package let unixSeconds: Int

    package init(unixSeconds: Int) {
        self.unixSeconds = unixSeconds
    }

    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z`, `±HH:MM` or `±HHMM`; nil for text
    /// without an offset (its instant would be a guess) or with an impossible date or time.
    package init?(iso text: String) {
        guard let seconds = ISOTimestampReader.unixSeconds(text) else { return nil }
        self.init(unixSeconds: seconds)
    }

    /// The kickoff from a fixture: `timestamp` when present (exact, zone-free), else `date`.
    package init?(date: String?, timestamp: Int?) {
        if let timestamp {
            self.init(unixSeconds: timestamp)
        } else if let date {
            self.init(iso: date)
        } else {
            return nil
        }
    }

    /// The IANA zone of a pipeline's `transform.timezone` (`Europe/London`); nil if unknown.
    package static func zone(named identifier: String) -> TimeZone? {
        TimeZone(identifier: identifier)
    }

    /// `2023-08-11T19:00:00Z`.
    package var utcText: String {
        Self.wallClockText(unixSeconds) + "Z"
    }

    /// The wall-clock time in a zone with its offset then: `2023-08-11T20:00:00+01:00` in
    /// Europe/London in summer, `…+00:00` in winter and in UTC.
    package func localText(in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(unixSeconds)))
        return Self.wallClockText(unixSeconds + offset) + Self.offsetText(offset)
    }

    package static func < (a: KickoffTime, b: KickoffTime) -> Bool {
        a.unixSeconds < b.unixSeconds
    }

    /// `YYYY-MM-DDTHH:MM:SS` of seconds counted from 1970-01-01T00:00:00 on some wall clock.
    private static func wallClockText(_ seconds: Int) -> String {
        let days = (seconds >= 0 ? seconds : seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let date = CivilCalendar.date(days: days)
        return "\(pad(date.year, 4))-\(pad(date.month))-\(pad(date.day))T"
            + "\(pad(secondOfDay / 3600)):\(pad(secondOfDay / 60 % 60)):\(pad(secondOfDay % 60))"
    }

    /// `+01:00`, `-03:00`, `+05:45`; whole minutes (zones in use have no second offsets).
    private static func offsetText(_ offset: Int) -> String {
        let minutes = abs(offset) / 60
        return (offset < 0 ? "-" : "+") + "\(pad(minutes / 60)):\(pad(minutes % 60))"
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
