package import CivilTime

/// A demo season's moment on a day in UTC, minute precision: the kickoffs, period starts and
/// update stamps it writes into recordings (Transform's `KickoffTime` reads them back). Its
/// day arithmetic is `UTCInstant`'s.
package struct DemoKickoff: Sendable, Hashable, Comparable {
    package let date: CalendarDate
    /// Minutes after midnight UTC.
    package let minuteOfDay: Int

    /// A time on `date` at `hour:minute` UTC.
    package init(date: CalendarDate, hour: Int, minute: Int) {
        self.date = date
        minuteOfDay = hour * 60 + minute
    }

    /// Unix seconds, as the API's `timestamp` and `periods` fields.
    package var timestamp: Int {
        UTCInstant.unixSeconds(day: date.daysSinceEpoch, secondOfDay: minuteOfDay * 60)
    }

    /// The time `minutes` later (may cross midnight).
    package func adding(minutes: Int) -> DemoKickoff {
        let split = UTCInstant.split(timestamp + minutes * 60)
        return DemoKickoff(
            date: CalendarDate(daysSinceEpoch: split.day), hour: split.secondOfDay / 3_600, minute: split.secondOfDay % 3_600 / 60)
    }

    /// `2023-08-12T14:00:00+00:00`: the API's form for a request in UTC.
    package var iso: String {
        iso(offsetHours: 0)
    }

    /// The same instant written in a fixed offset (`+01:00`), as the API does for `update` stamps.
    package func iso(offsetHours: Int) -> String {
        let local = adding(minutes: offsetHours * 60)
        let hh = CivilText.pad(local.minuteOfDay / 60)
        let mm = CivilText.pad(local.minuteOfDay % 60)
        return "\(local.date.isoText)T\(hh):\(mm):00" + CivilText.offset(seconds: offsetHours * 3_600)
    }

    package static func < (a: DemoKickoff, b: DemoKickoff) -> Bool {
        (a.date, a.minuteOfDay) < (b.date, b.minuteOfDay)
    }
}
