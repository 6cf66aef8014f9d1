import Foundation
import Testing

@testable import Transform

@Suite struct KickoffTimeTests {
    @Test(arguments: [
        ("2023-08-11T19:00:00+00:00", 1_691_780_400),
        // The two recorded fixtures: their `date` and `timestamp` agree.
        ("2024-11-23T17:30:00+00:00", 1_732_383_000),
        ("2024-08-17T04:00:00+09:00", 1_723_834_800),
        ("2024-08-16T19:00:00Z", 1_723_834_800),
        ("2024-08-16T16:00:00-03:00", 1_723_834_800),
        ("2024-08-17T00:45:00+0545", 1_723_834_800),
        ("2024-08-16T19:00+00:00", 1_723_834_800),
        ("2024-08-16 19:00:00.000+00:00", 1_723_834_800),
        ("1970-01-01T00:00:00+00:00", 0),
        ("1966-07-30T15:00:00+01:00", -108_036_000),
        ("2024-02-29T12:00:00Z", 1_709_208_000)
    ])
    func readsISODatesWithAnyOffset(text: String, unixSeconds: Int) {
        #expect(KickoffTime(iso: text)?.unixSeconds == unixSeconds)
    }

    @Test(arguments: [
        "2023-08-11T19:00:00", "2023-08-11", "2023-02-29T19:00:00Z", "2023-08-11T24:00:00Z",
        "2023-08-11T19:60:00Z", "2023-8-11T19:00:00Z", "2023-08-11T19:00:00+25:00", "2023-08-11T19:00:00+00:00x",
        "1691780400", "", "soon"
    ])
    func rejectsTextWithoutAFullDateTimeAndOffset(text: String) {
        #expect(KickoffTime(iso: text) == nil)
    }

    @Test func prefersTheTimestampAndFallsBackToTheDate() {
        #expect(KickoffTime(date: "2024-08-17T04:00:00+09:00", timestamp: 1_723_834_800)?.unixSeconds == 1_723_834_800)
        #expect(KickoffTime(date: "2024-08-17T04:00:00+09:00", timestamp: nil)?.unixSeconds == 1_723_834_800)
        #expect(KickoffTime(date: nil, timestamp: 5)?.unixSeconds == 5)
        #expect(KickoffTime(date: nil, timestamp: nil) == nil)
    }

    @Test(arguments: [
        (1_691_780_400, "Europe/London", "2023-08-11T20:00:00+01:00"),
        (1_700_000_000, "Europe/London", "2023-11-14T22:13:20+00:00"),
        // Europe/London springs forward at 01:00 UTC on 2024-03-31.
        (1_711_846_799, "Europe/London", "2024-03-31T00:59:59+00:00"),
        (1_711_846_800, "Europe/London", "2024-03-31T02:00:00+01:00"),
        // …and falls back at 01:00 UTC on 2024-10-27: 01:30 local happens twice.
        (1_729_989_000, "Europe/London", "2024-10-27T01:30:00+01:00"),
        (1_729_992_600, "Europe/London", "2024-10-27T01:30:00+00:00"),
        (1_723_834_800, "Asia/Seoul", "2024-08-17T04:00:00+09:00"),
        (1_723_834_800, "America/Sao_Paulo", "2024-08-16T16:00:00-03:00"),
        (1_723_834_800, "Asia/Kathmandu", "2024-08-17T00:45:00+05:45"),
        (1_723_834_800, "UTC", "2024-08-16T19:00:00+00:00"),
        (-108_036_000, "Europe/London", "1966-07-30T15:00:00+01:00")
    ])
    func writesLocalTimeWithTheOffsetInForceThen(unixSeconds: Int, zone: String, text: String) throws {
        let timeZone = try #require(KickoffTime.zone(named: zone))
        #expect(KickoffTime(unixSeconds: unixSeconds).localText(in: timeZone) == text)
    }

    @Test func writesUTCText() {
        #expect(KickoffTime(unixSeconds: 1_691_780_400).utcText == "2023-08-11T19:00:00Z")
        #expect(KickoffTime(unixSeconds: -1).utcText == "1969-12-31T23:59:59Z")
    }

    @Test func roundTripsEveryDayOfALeapCycle() {
        for day in stride(from: -800, to: 1_461 * 2, by: 1) {
            let seconds = day * 86_400 + 12 * 3600
            let kickoff = KickoffTime(unixSeconds: seconds)
            #expect(KickoffTime(iso: kickoff.utcText) == kickoff)
        }
    }

    @Test func knowsNoZoneThatDoesNotExist() {
        #expect(KickoffTime.zone(named: "Mars/Olympus_Mons") == nil)
    }
}
