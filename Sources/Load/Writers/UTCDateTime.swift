/// A Unix timestamp split into its UTC calendar fields, for ISO 8601 text without Foundation.
struct UTCDateTime: Equatable {
    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int
}

extension UTCDateTime {
    /// The UTC fields of `unixSeconds` (negative values are before 1970).
    init(unixSeconds: Int) {
        let (days, secondOfDay) = Self.floorDivision(unixSeconds, 86_400)
        // Proleptic Gregorian date from a day count, counting in 400-year eras that start on 1 March
        // so the leap day falls at the end of each year.
        let shifted = days + 719_468
        let (era, dayOfEra) = Self.floorDivision(shifted, 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
        self.hour = secondOfDay / 3_600
        self.minute = secondOfDay % 3_600 / 60
        self.second = secondOfDay % 60
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
