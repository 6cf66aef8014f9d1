import CivilTime
import Testing

@Suite struct CalendarDateArithmeticTests {
    @Test func convertsToAndFromDaysSinceEpoch() {
        #expect(CalendarDate(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(CalendarDate(year: 2024, month: 2, day: 29).daysSinceEpoch == 19782)
        #expect(CalendarDate(daysSinceEpoch: 19782) == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(CalendarDate(year: 2023, month: 12, day: 31).adding(days: 1) == CalendarDate(year: 2024, month: 1, day: 1))
    }

    @Test func knowsWeekdaysAndAges() {
        #expect(CalendarDate(year: 2023, month: 8, day: 12).weekday == 6)
        #expect(CalendarDate(year: 2024, month: 5, day: 19).weekday == 0)
        #expect(CalendarDate(year: 2024, month: 5, day: 27).years(since: CalendarDate(year: 1996, month: 5, day: 28)) == 27)
        #expect(CalendarDate(year: 2024, month: 5, day: 27).years(since: CalendarDate(year: 1996, month: 5, day: 27)) == 28)
    }
}
