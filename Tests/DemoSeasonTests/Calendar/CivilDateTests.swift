import Testing
@testable import DemoSeason

@Suite struct CivilDateTests {
    @Test func convertsToAndFromDaysSinceEpoch() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(CivilDate(year: 2024, month: 2, day: 29).daysSinceEpoch == 19782)
        #expect(CivilDate(daysSinceEpoch: 19782) == CivilDate(year: 2024, month: 2, day: 29))
        #expect(CivilDate(year: 2023, month: 12, day: 31).adding(days: 1) == CivilDate(year: 2024, month: 1, day: 1))
    }

    @Test func knowsWeekdaysAndAges() {
        #expect(CivilDate(year: 2023, month: 8, day: 12).weekday == 6)
        #expect(CivilDate(year: 2024, month: 5, day: 19).weekday == 0)
        #expect(CivilDate(year: 2024, month: 5, day: 27).years(since: CivilDate(year: 1996, month: 5, day: 28)) == 27)
        #expect(CivilDate(year: 2024, month: 5, day: 27).years(since: CivilDate(year: 1996, month: 5, day: 27)) == 28)
    }

    @Test func writesKickoffsAsTheAPIDoes() {
        let kickoff = KickoffTime(date: CivilDate(year: 2024, month: 11, day: 23), hour: 17, minute: 30)
        #expect(kickoff.iso == "2024-11-23T17:30:00+00:00")
        #expect(kickoff.timestamp == 1_732_383_000)
        #expect(kickoff.adding(minutes: 400).iso(offsetHours: 1) == "2024-11-24T01:10:00+01:00")
    }
}
