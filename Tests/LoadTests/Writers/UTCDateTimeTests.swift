import Foundation
import Testing
@testable import Load

@Suite struct UTCDateTimeTests {
    @Test func splitsKnownInstants() {
        #expect(UTCDateTime(unixSeconds: 0) == UTCDateTime(year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0))
        #expect(UTCDateTime(unixSeconds: 951_782_400) == UTCDateTime(year: 2000, month: 2, day: 29, hour: 0, minute: 0, second: 0))
        #expect(UTCDateTime(unixSeconds: -2_208_988_801) == UTCDateTime(year: 1899, month: 12, day: 31, hour: 23, minute: 59, second: 59))
    }

    @Test func agreesWithFoundationAcrossTwoCenturies() {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        var mismatches: [Int] = []
        // Every 7 days and 13 minutes from 1900 to 2100, so each weekday, month end and leap day is crossed.
        for seconds in stride(from: -2_208_988_800, through: 4_133_894_400, by: 7 * 86_400 + 13 * 60 + 1) {
            var buffer: [UInt8] = []
            buffer.append(timestamp: seconds)
            let expected = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            if String(decoding: buffer, as: UTF8.self) != expected { mismatches.append(seconds) }
        }
        #expect(mismatches.isEmpty)
    }
}
