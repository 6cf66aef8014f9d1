/// Reads an ISO 8601 date-time with offset into Unix seconds, by hand: strict about shape and
/// ranges, and independent of Foundation's date formatters and the machine's locale.
package enum ISOTimestampReader {
    /// `YYYY-MM-DD(T| )HH:MM[:SS[.fraction]](Z|±HH:MM|±HHMM)` → Unix seconds; the fraction
    /// is dropped (kickoffs are whole seconds). Nil for any other text.
    package static func unixSeconds(_ text: String) -> Int? {
        var scanner = Scanner(bytes: Array(Self.trimmed(text).utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2), scanner.skip("T") || scanner.skip(" "),
            let hour = scanner.number(digits: 2), scanner.skip(":"),
            let minute = scanner.number(digits: 2)
        else { return nil }
        var second = 0
        if scanner.skip(":") {
            guard let whole = scanner.number(digits: 2) else { return nil }
            second = whole
            if scanner.skip(".") || scanner.skip(",") {
                guard scanner.skipDigits() > 0 else { return nil }
            }
        }
        guard CivilCalendar.isValid(year: year, month: month, day: day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second),
            let offset = scanner.offset(), scanner.isAtEnd
        else { return nil }
        let days = CivilCalendar.days(year: year, month: month, day: day)
        return UTCInstant.unixSeconds(day: days, secondOfDay: hour * 3600 + minute * 60 + second) - offset
    }

    /// The text without leading and trailing spaces, tabs and line breaks.
    private static func trimmed(_ text: String) -> Substring {
        let scalars = Substring(text).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return Substring(scalars[first...last])
    }

    /// A cursor over ASCII bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        /// Consumes one expected character.
        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// Consumes exactly `digits` digits as a number.
        mutating func number(digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard Self.isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += digits
            return value
        }

        /// Consumes any run of digits; returns how many.
        mutating func skipDigits() -> Int {
            let start = index
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            return index - start
        }

        /// Consumes `Z`, `±HH:MM` or `±HHMM` as seconds east of UTC.
        mutating func offset() -> Int? {
            if skip("Z") || skip("z") { return 0 }
            let sign: Int
            if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
            guard let hours = number(digits: 2) else { return nil }
            _ = skip(":")
            guard let minutes = number(digits: 2), hours <= 23, minutes <= 59 else { return nil }
            return sign * (hours * 3600 + minutes * 60)
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}
