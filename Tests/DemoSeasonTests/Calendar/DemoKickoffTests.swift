import CivilTime
import Testing

@testable import DemoSeason

@Suite struct DemoKickoffTests {
    @Test func writesKickoffsAsTheAPIDoes() {
        let kickoff = DemoKickoff(date: CalendarDate(year: 2024, month: 11, day: 23), hour: 17, minute: 30)
        #expect(kickoff.iso == "2024-11-23T17:30:00+00:00")
        #expect(kickoff.timestamp == 1_732_383_000)
        #expect(kickoff.adding(minutes: 400).iso(offsetHours: 1) == "2024-11-24T01:10:00+01:00")
    }
}
