import Testing

@testable import Transform

@Suite struct MatchPeriodTests {
    @Test(arguments: [
        (0, MatchPeriod.firstHalf), (1, .firstHalf), (45, .firstHalf), (46, .secondHalf), (90, .secondHalf),
        (91, .extraTime), (105, .extraTime), (120, .extraTime), (121, .extraTime)
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
        (120, 3, "Penalty Shootout", nil)
    ])
    func writesTheClockOutsideTheShootout(elapsed: Int, extra: Int?, comments: String?, clock: String?) {
        let event = MatchEvent(
            position: 0, elapsed: elapsed, extra: extra, teamID: 1, player: .none, type: "Goal", detail: "Penalty", comments: comments)
        let timeline = EventTimeline(events: [event], fixture: TimelineFixture(homeTeamID: 1, awayTeamID: 2, finalScore: nil))
        #expect(timeline.entries.first?.clock == clock)
    }

    /// The timeline sorts by period before minute: a shootout kick logged at 120' comes after an
    /// extra-time goal at 120+2', and first-half stoppage (45+3') before the second half (46').
    @Test func ordersEventsByPeriodBeforeMinute() {
        func event(_ position: Int, _ elapsed: Int, _ extra: Int?, _ type: String, _ detail: String, _ comments: String? = nil)
            -> MatchEvent
        {
            MatchEvent(
                position: position, elapsed: elapsed, extra: extra, teamID: 1, player: .none, type: type, detail: detail, comments: comments
            )
        }
        let events = [
            event(0, 120, nil, "Goal", "Penalty", "Penalty Shootout"),
            event(1, 120, 2, "Goal", "Normal Goal"),
            event(2, 46, nil, "Card", "Yellow Card"),
            event(3, 45, 3, "Card", "Yellow Card")
        ]
        let timeline = EventTimeline(events: events, fixture: TimelineFixture(homeTeamID: 1, awayTeamID: 2, finalScore: nil))
        #expect(timeline.entries.map(\.period.rawValue) == ["first_half", "second_half", "extra_time", "penalty_shootout"])
        #expect(timeline.entries.map(\.clock) == ["45+3'", "46'", "120+2'", nil])
    }
}
