/// Instants in Unix seconds split into a UTC day and a second of that day and put back: the
/// one place that divides by the length of a day, flooring so instants before 1970 fall on the
/// day they belong to.
package enum UTCInstant {
    /// Seconds in a UTC day (no leap seconds, as in Unix time).
    package static let secondsPerDay = 86_400

    /// An instant as its UTC day and the second within it.
    package struct Split: Sendable, Equatable {
        /// Days since 1970-01-01.
        package let day: Int
        /// 0..<86 400.
        package let secondOfDay: Int
    }

    /// The day (days since 1970-01-01) and the second within it (0..<86 400) of `unixSeconds`.
    package static func split(_ unixSeconds: Int) -> Split {
        let remainder = unixSeconds % secondsPerDay
        return remainder < 0
            ? Split(day: unixSeconds / secondsPerDay - 1, secondOfDay: remainder + secondsPerDay)
            : Split(day: unixSeconds / secondsPerDay, secondOfDay: remainder)
    }

    /// The Unix seconds of `secondOfDay` seconds after midnight UTC on `day` (days since 1970-01-01).
    package static func unixSeconds(day: Int, secondOfDay: Int) -> Int {
        day * secondsPerDay + secondOfDay
    }
}
