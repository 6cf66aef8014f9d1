package import CivilTime

/// A moment on a day in UTC, minute precision: kickoffs, period starts and update stamps.
package struct KickoffTime: Sendable, Hashable, Comparable {
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
        date.daysSinceEpoch * 86_400 + minuteOfDay * 60
    }

    /// The time `minutes` later (may cross midnight).
    package func adding(minutes: Int) -> KickoffTime {
        let total = minuteOfDay + minutes
        let dayShift = total >= 0 ? total / 1440 : (total - 1439) / 1440
        let rest = total - dayShift * 1440
        return KickoffTime(date: date.adding(days: dayShift), hour: rest / 60, minute: rest % 60)
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

    package static func < (a: KickoffTime, b: KickoffTime) -> Bool {
        (a.date, a.minuteOfDay) < (b.date, b.minuteOfDay)
    }
}
