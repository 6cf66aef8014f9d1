import Testing

@testable import Extract

/// HTTP-dates in the three forms RFC 9110 §5.6.7 makes a recipient read. The expected Unix
/// seconds are the RFC's own example instant (784111777, written by Python's
/// `calendar.timegm`), not the parser's arithmetic.
@Suite struct HTTPDateTests {
    private static let now = 1_700_000_000.0 // 2023-11-14

    @Test(arguments: [
        "Sun, 06 Nov 1994 08:49:37 GMT", // IMF-fixdate
        "Sunday, 06-Nov-94 08:49:37 GMT", // RFC 850
        "Sun Nov  6 08:49:37 1994" // asctime
    ])
    func theRFCsExampleInEachForm(text: String) {
        #expect(HTTPDate.unixSeconds(text, now: Self.now) == 784_111_777)
    }

    @Test(arguments: [
        ("Friday, 01-Jan-72 00:00:00 GMT", 3_218_832_000), // 2072: 49 years ahead of 2023
        ("Sunday, 01-Jan-73 00:00:00 GMT", 3_250_454_400), // 2073: 50 years ahead, not more
        ("Tuesday, 01-Jan-74 00:00:00 GMT", 126_230_400) // 2074 would be 51 years ahead: 1974
    ])
    func aTwoDigitYearIsTheNearestWithinFiftyYears(text: String, seconds: Int) {
        #expect(HTTPDate.unixSeconds(text, now: Self.now) == seconds)
    }

    @Test(arguments: [
        "", "0", "Sun, 06 Nov 1994 08:49:37", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 6 Nov 1994 08:49:37 GMT x",
        "Sun, 30 Feb 1994 08:49:37 GMT", "Sun, 06 nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
        "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 94 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, +6 Nov 1994 08:49:37 GMT", "Xyz, 06 Nov 1994 08:49:37 GMT",
        "Sun Nov  6 08:49:37 94", "Sun, 06 Nov 1994 08:49:37 GMT GMT"
    ])
    func anythingElseIsNoDate(text: String) {
        #expect(HTTPDate.unixSeconds(text, now: Self.now) == nil)
    }

    @Test func retryAfterTakesSecondsOrADateAndNeverAnInfinity() {
        #expect(RetryAfter.seconds("120", now: Self.now) == 120)
        #expect(RetryAfter.seconds(" 7 ", now: Self.now) == 7)
        #expect(RetryAfter.seconds("Tue, 14 Nov 2023 22:13:50 GMT", now: Self.now) == 30)
        #expect(RetryAfter.seconds("Sun, 06 Nov 1994 08:49:37 GMT", now: Self.now) == 0)
        for nonsense in ["inf", "nan", "-inf", "1e999", "soon", ""] {
            #expect(RetryAfter.seconds(nonsense, now: Self.now) == nil, "\(nonsense)")
        }
    }
}
