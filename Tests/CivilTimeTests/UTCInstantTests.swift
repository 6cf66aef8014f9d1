import CivilTime
import Testing

@Suite struct UTCInstantTests {
    @Test(arguments: [
        (0, 0, 0), (86_399, 0, 86_399), (86_400, 1, 0), (1_691_780_400, 19_580, 68_400),
        (-1, -1, 86_399), (-86_400, -1, 0), (-86_401, -2, 86_399)
    ])
    func splitsAnInstantIntoItsUTCDayAndSecondFlooringBefore1970(unixSeconds: Int, day: Int, secondOfDay: Int) {
        let split = UTCInstant.split(unixSeconds)
        #expect(split.day == day)
        #expect(split.secondOfDay == secondOfDay)
        #expect(UTCInstant.unixSeconds(day: day, secondOfDay: secondOfDay) == unixSeconds)
    }

    @Test func theDayOfAnInstantBefore1970IsTheDayItFallsOn() {
        #expect(CalendarDate(utcDayOf: -1).isoText == "1969-12-31")
        #expect(CalendarDate(utcDayOf: 0).isoText == "1970-01-01")
        #expect(UTCDateTime(unixSeconds: -1).utcText == "1969-12-31T23:59:59Z")
    }
}
