import Testing
@testable import Tabular

@Suite struct CalendarDateTests {
    @Test func readsTheDayOfAnISOTimestamp() {
        #expect(CalendarDate(iso: "2023-08-11T19:00:00+00:00") == CalendarDate(year: 2023, month: 8, day: 11))
        #expect(CalendarDate(iso: "1990-05-02")?.isoText == "1990-05-02")
    }

    @Test func rejectsWhatIsNotADay() {
        #expect(CalendarDate(iso: "2023-13-01") == nil)
        #expect(CalendarDate(iso: "23-1-1") == nil)
        #expect(CalendarDate(iso: "") == nil)
    }
}
