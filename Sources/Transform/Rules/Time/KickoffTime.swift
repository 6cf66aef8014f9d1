import CivilTime
package import Foundation

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
        UTCDateTime(unixSeconds: unixSeconds).utcText
    }

    /// The wall-clock time in a zone with its offset then: `2023-08-11T20:00:00+01:00` in
    /// Europe/London in summer, `…+00:00` in winter and in UTC.
    package func localText(in zone: TimeZone) -> String {
        UTCDateTime(unixSeconds: localSeconds(in: zone)).wallClockText + CivilText.offset(seconds: utcOffsetSeconds(in: zone))
    }

    /// Seconds east of UTC that a zone's clocks were set to at the kickoff (3600 in Europe/London in summer).
    package func utcOffsetSeconds(in zone: TimeZone) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(unixSeconds)))
    }

    /// The wall-clock time in a zone as seconds on that clock since 1970-01-01T00:00:00.
    package func localSeconds(in zone: TimeZone) -> Int {
        unixSeconds + utcOffsetSeconds(in: zone)
    }

    package static func < (a: KickoffTime, b: KickoffTime) -> Bool {
        a.unixSeconds < b.unixSeconds
    }
}
