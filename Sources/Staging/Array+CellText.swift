package import CivilTime
import Tabular

/// Byte-level rendering of cell values shared by the text writers: no intermediate Strings
/// for integers, dates and times, so large tables render in milliseconds.
extension Array where Element == UInt8 {
    /// Appends the ASCII bytes of a static string.
    package mutating func append(ascii text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the UTF-8 of a string.
    package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends an integer in decimal, with a leading `-` when negative.
    package mutating func append(integer value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        append(digitsOf: value.magnitude, width: 1)
    }

    /// Appends a non-negative number left-padded with zeros to at least `width` digits (at most 20).
    package mutating func append(digitsOf value: UInt, width: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var position = digits.count
            var remaining = value
            repeat {
                position -= 1
                digits[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0
            while digits.count - position < width, position > 0 {
                position -= 1
                digits[position] = UInt8(ascii: "0")
            }
            // Byte by byte: for a handful of digits this beats a generic bulk copy.
            for index in position..<digits.count { append(digits[index]) }
        }
    }

    /// Appends a finite double in Swift's shortest round-trip form (`7.3`, `1.0`, `1e-07`).
    /// Returns false, appending nothing, for NaN and infinities.
    package mutating func append(decimal value: Double) -> Bool {
        guard value.isFinite else { return false }
        append(utf8: value.description)
        return true
    }

    /// Appends Unix seconds as ISO 8601 UTC: `2023-08-11T19:00:00Z`.
    package mutating func append(timestamp unixSeconds: Int) {
        append(localDateTime: unixSeconds)
        append(UInt8(ascii: "Z"))
    }

    /// Appends a local date-time (seconds on its clock since 1970-01-01T00:00:00) without zone:
    /// `2023-08-12T15:00:00`, or `2023-08-12 15:00:00` with a space separator (SQL's form).
    package mutating func append(localDateTime seconds: Int, separator: UInt8 = UInt8(ascii: "T")) {
        let time = UTCDateTime(unixSeconds: seconds)
        appendISODate(year: time.year, month: time.month, day: time.day)
        append(separator)
        append(digitsOf: UInt(time.hour), width: 2)
        append(UInt8(ascii: ":"))
        append(digitsOf: UInt(time.minute), width: 2)
        append(UInt8(ascii: ":"))
        append(digitsOf: UInt(time.second), width: 2)
    }

    /// Appends a calendar day as `YYYY-MM-DD`.
    package mutating func append(date: CalendarDate) {
        appendISODate(year: date.year, month: date.month, day: date.day)
    }

    private mutating func appendISODate(year: Int, month: Int, day: Int) {
        if year < 0 { append(UInt8(ascii: "-")) }
        append(digitsOf: year.magnitude, width: 4)
        append(UInt8(ascii: "-"))
        append(digitsOf: UInt(month), width: 2)
        append(UInt8(ascii: "-"))
        append(digitsOf: UInt(day), width: 2)
    }
}
