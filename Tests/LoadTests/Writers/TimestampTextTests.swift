import Foundation
import Testing

@testable import Staging

@Suite struct TimestampTextTests {
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
