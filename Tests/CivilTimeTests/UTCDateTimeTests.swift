import CivilTime
import Testing

@Suite struct UTCDateTimeTests {
    @Test func splitsKnownInstants() {
        #expect(UTCDateTime(unixSeconds: 0) == UTCDateTime(year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0))
        #expect(UTCDateTime(unixSeconds: 951_782_400) == UTCDateTime(year: 2000, month: 2, day: 29, hour: 0, minute: 0, second: 0))
        #expect(UTCDateTime(unixSeconds: -2_208_988_801) == UTCDateTime(year: 1899, month: 12, day: 31, hour: 23, minute: 59, second: 59))
    }

    @Test func writesISOText() {
        #expect(UTCDateTime(unixSeconds: 1_691_780_400).utcText == "2023-08-11T19:00:00Z")
        #expect(UTCDateTime(unixSeconds: -1).wallClockText == "1969-12-31T23:59:59")
        #expect(CivilText.offset(seconds: 20_700) == "+05:45")
        #expect(CivilText.offset(seconds: -10_800) == "-03:00")
    }

    @Test(arguments: [
        ("2023-08-11T19:00:00+00:00", 1_691_780_400), ("2024-08-17T04:00:00+09:00", 1_723_834_800),
        ("2024-02-29 12:00Z", 1_709_208_000)
    ])
    func readsInstantsWithAnOffset(text: String, unixSeconds: Int) {
        #expect(ISOTimestampReader.unixSeconds(text) == unixSeconds)
    }

    @Test(arguments: ["2023-02-29T12:00:00Z", "2023-02-31T12:00:00Z", "2100-02-29T00:00:00Z", "2023-08-11T19:00:00"])
    func refusesImpossibleDaysAndMissingOffsets(text: String) {
        #expect(ISOTimestampReader.unixSeconds(text) == nil)
    }
}
