import Testing
@testable import Transform

@Suite struct MatchPeriodTests {
    @Test(arguments: [
        (0, MatchPeriod.firstHalf), (1, .firstHalf), (45, .firstHalf), (46, .secondHalf), (90, .secondHalf),
        (91, .extraTime), (105, .extraTime), (120, .extraTime), (121, .extraTime),
    ])
    func followsTheElapsedMinute(elapsed: Int, expected: MatchPeriod) {
        #expect(MatchPeriod.of(elapsed: elapsed, isShootoutKick: false) == expected)
        #expect(MatchPeriod.of(elapsed: elapsed, isShootoutKick: true) == .penaltyShootout)
    }

    @Test(arguments: [
        (45, 2 as Int?, nil as String?, "45+2'" as String?),
        (90, nil, nil, "90'"),
        (90, 0, nil, "90'"),
        (120, 3, nil, "120+3'"),
        (120, 3, "Penalty Shootout", nil),
    ])
    func writesTheClockOutsideTheShootout(elapsed: Int, extra: Int?, comments: String?, clock: String?) {
        let event = MatchEvent(position: 0, elapsed: elapsed, extra: extra, teamID: 1, player: .none, type: "Goal", detail: "Penalty", comments: comments)
        let timeline = EventTimeline(events: [event], fixture: TimelineFixture(homeTeamID: 1, awayTeamID: 2, finalScore: nil))
        #expect(timeline.entries.first?.clock == clock)
    }

    @Test func ordersPeriodsAsPlayed() {
        #expect(MatchPeriod.allCases.sorted() == [.firstHalf, .secondHalf, .extraTime, .penaltyShootout])
        #expect(MatchPeriod.allCases.map(\.rawValue) == ["first_half", "second_half", "extra_time", "penalty_shootout"])
    }
}
