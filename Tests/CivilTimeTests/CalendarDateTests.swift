import CivilTime
import Testing

@Suite struct CalendarDateTests {
    @Test func readsTheDayOfAnISOTimestamp() {
        #expect(CalendarDate(iso: "2023-08-11T19:00:00+00:00") == CalendarDate(year: 2023, month: 8, day: 11))
        #expect(CalendarDate(iso: "1990-05-02")?.isoText == "1990-05-02")
        #expect(CalendarDate(year: 812, month: 1, day: 9).isoText == "0812-01-09")
    }

    @Test func rejectsWhatIsNotADay() {
        #expect(CalendarDate(iso: "2023-13-01") == nil)
        #expect(CalendarDate(iso: "2023-00-10") == nil)
        #expect(CalendarDate(iso: "2023-04-31") == nil)
        #expect(CalendarDate(iso: "2023-01-00") == nil)
        #expect(CalendarDate(iso: "23-1-1") == nil)
        #expect(CalendarDate(iso: "") == nil)
    }

    @Test(arguments: [
        ("2023-02-31", false), ("2023-02-29", false), ("2100-02-29", false), ("1900-02-29", false),
        ("2024-02-29", true), ("2000-02-29", true), ("2023-02-28", true), ("2023-12-31", true)
    ])
    func acceptsOnlyDaysThatExist(text: String, exists: Bool) {
        #expect((CalendarDate(iso: text) != nil) == exists)
        #expect(CalendarDate(iso: text).map(\.isoText) == (exists ? text : nil))
    }

    @Test func followsOneLeapYearRule() {
        #expect(CivilCalendar.isLeap(2024) && CivilCalendar.isLeap(2000) && CivilCalendar.isLeap(1600))
        #expect(!CivilCalendar.isLeap(2023) && !CivilCalendar.isLeap(2100) && !CivilCalendar.isLeap(1900))
        #expect(CivilCalendar.daysIn(month: 2, year: 2024) == 29)
        #expect(CivilCalendar.daysIn(month: 2, year: 2100) == 28)
    }

    @Test func countsDaysBothWaysAcrossFourCenturies() {
        var mismatches: [Int] = []
        var expected = CalendarDate(year: 1800, month: 1, day: 1)
        for days in CalendarDate(year: 1800, month: 1, day: 1).daysSinceEpoch...CalendarDate(year: 2200, month: 1, day: 1).daysSinceEpoch {
            if CalendarDate(daysSinceEpoch: days) != expected || expected.daysSinceEpoch != days { mismatches.append(days) }
            // The next day by counting within the month, independent of the day-count algorithm.
            let last = CivilCalendar.daysIn(month: expected.month, year: expected.year)
            expected =
                expected.day < last
                ? CalendarDate(year: expected.year, month: expected.month, day: expected.day + 1)
                : expected.month < 12
                    ? CalendarDate(year: expected.year, month: expected.month + 1, day: 1)
                    : CalendarDate(year: expected.year + 1, month: 1, day: 1)
        }
        #expect(mismatches.isEmpty)
    }

    @Test func takesTheUTCDayOfAnInstant() {
        #expect(CalendarDate(utcDayOf: 0) == CalendarDate(year: 1970, month: 1, day: 1))
        #expect(CalendarDate(utcDayOf: -1) == CalendarDate(year: 1969, month: 12, day: 31))
        #expect(CalendarDate(utcDayOf: 1_691_780_400) == CalendarDate(year: 2023, month: 8, day: 11))
    }
}
