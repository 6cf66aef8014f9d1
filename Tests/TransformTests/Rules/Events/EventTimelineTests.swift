import Testing

@testable import Transform

@Suite struct EventTimelineTests {
    let home = 1, away = 2

    private func fixture(_ home: Int, _ away: Int) -> TimelineFixture {
        TimelineFixture(homeTeamID: self.home, awayTeamID: self.away, finalScore: MatchScore(home: home, away: away))
    }

    @Test func creditsAnOwnGoalToTheEventsTeamAndKeepsTheOtherSidesPlayer() {
        let timeline = EventTimeline(
            events: [
                syntheticEvent(0, 12, team: home, "Goal", "Own Goal", "Away Defender", id: 201),
                syntheticEvent(1, 70, team: away, "Goal", "Normal Goal", "Away Striker", id: 209)
            ], fixture: fixture(1, 1))
        #expect(
            timeline.entries.map(timelineLine) == [
                "1 12' first_half own_goal home 1-0 Away Defender",
                "2 70' second_half goal away 1-1 Away Striker"
            ])
        #expect(timeline.entries[0].event.player == EventPlayer(id: 201, name: "Away Defender"))
        #expect(timeline.check == .matches)
    }

    @Test func countsPenaltiesButNotMissesAndNeverUndoesAGoalForAVarReview() {
        let timeline = EventTimeline(
            events: [
                syntheticEvent(0, 10, team: home, "Goal", "Penalty", "Home Nine"),
                syntheticEvent(1, 30, team: away, "Goal", "Missed Penalty", "Away Nine"),
                syntheticEvent(2, 50, team: home, "Goal", "Normal Goal", "Home Ten"),
                syntheticEvent(3, 52, team: home, "Var", "Goal cancelled", "Home Ten"),
                syntheticEvent(4, 60, team: away, "Var", "Penalty confirmed", "Away Nine")
            ], fixture: fixture(2, 0))
        #expect(
            timeline.entries.map(timelineLine) == [
                "1 10' first_half penalty_goal home 1-0 Home Nine",
                "2 30' first_half missed_penalty away 1-0 Away Nine",
                "3 50' second_half goal home 2-0 Home Ten",
                "4 52' second_half var home 2-0 Home Ten",
                "5 60' second_half var away 2-0 Away Nine"
            ])
        #expect(timeline.check == .matches)
    }

    /// The API's own documentation sample (fixture 215662) lists Burbano's red card before the
    /// second yellow that caused it, both at 90'.
    @Test func putsASecondYellowListedAfterItsRedBeforeIt() {
        let timeline = EventTimeline(
            events: [
                syntheticEvent(0, 85, team: away, "Card", "Yellow Card", "Hernán Burbano", id: 35845),
                syntheticEvent(1, 90, team: home, "Card", "Yellow Card", "Neri Cardozo", id: 5912),
                syntheticEvent(2, 90, team: away, "Card", "Red Card", "Hernán Burbano", id: 35845),
                syntheticEvent(3, 90, team: away, "Card", "Yellow Card", "Hernán Burbano", id: 35845)
            ], fixture: fixture(0, 0))
        #expect(
            timeline.entries.map(timelineLine) == [
                "1 85' second_half yellow_card away 0-0 Hernán Burbano",
                "2 90' second_half yellow_card home 0-0 Neri Cardozo",
                "3 90' second_half second_yellow away 0-0 Hernán Burbano second_yellow_moved_before_red",
                "4 90' second_half red_card away 0-0 Hernán Burbano red_from_second_yellow"
            ])
        #expect(timeline.entries.map(\.event.position) == [0, 1, 3, 2])
    }

    @Test func tellsARedFromASecondYellowFromAStraightRed() {
        let timeline = EventTimeline(
            events: [
                syntheticEvent(0, 20, team: home, "Card", "Yellow Card", "A"),
                syntheticEvent(1, 33, team: away, "Card", "Red Card", "B"),
                syntheticEvent(2, 33, team: away, "Card", "Yellow Card", "B"),
                syntheticEvent(3, 60, team: home, "Card", "Second Yellow card", "A"),
                syntheticEvent(4, 61, team: home, "Card", "Red Card", "A"),
                syntheticEvent(5, 75, team: away, "Card", "Red Card", "C")
            ], fixture: fixture(0, 0))
        #expect(
            timeline.entries.map(timelineLine) == [
                "1 20' first_half yellow_card home 0-0 A",
                // B's only yellow: the red beside it is not caused by a second yellow, so no move.
                "2 33' first_half red_card away 0-0 B",
                "3 33' first_half yellow_card away 0-0 B",
                "4 60' second_half second_yellow home 0-0 A",
                "5 61' second_half red_card home 0-0 A red_from_second_yellow",
                "6 75' second_half red_card away 0-0 C"
            ])
    }

    @Test func ordersByMinuteThenStoppageThenPositionWhateverTheInputOrder() {
        let timeline = EventTimeline(
            events: [
                syntheticEvent(0, 46, team: home, "Card", "Yellow Card", "second half kick-off"),
                syntheticEvent(1, 45, 2, team: home, "Card", "Yellow Card", "45+2"),
                syntheticEvent(7, 106, team: away, "Card", "Yellow Card", "106"),
                syntheticEvent(2, 45, 1, team: away, "Card", "Yellow Card", "45+1"),
                syntheticEvent(4, 90, team: away, "Card", "Yellow Card", "90 listed 5th"),
                syntheticEvent(3, 90, 1, team: home, "Card", "Yellow Card", "90+1"),
                syntheticEvent(6, 105, 2, team: home, "Card", "Yellow Card", "105+2"),
                syntheticEvent(5, 91, team: away, "Card", "Yellow Card", "91"),
                syntheticEvent(8, 90, team: home, "Card", "Yellow Card", "90 listed 9th", comments: "Foul")
            ].reversed(), fixture: fixture(0, 0))
        #expect(
            timeline.entries.map(timelineLine) == [
                "1 45+1' first_half yellow_card away 0-0 45+1",
                "2 45+2' first_half yellow_card home 0-0 45+2",
                "3 46' second_half yellow_card home 0-0 second half kick-off",
                "4 90' second_half yellow_card away 0-0 90 listed 5th",
                "5 90' second_half yellow_card home 0-0 90 listed 9th",
                "6 90+1' second_half yellow_card home 0-0 90+1",
                "7 91' extra_time yellow_card away 0-0 91",
                "8 105+2' extra_time yellow_card home 0-0 105+2",
                "9 106' extra_time yellow_card away 0-0 106"
            ])
        #expect(timeline.entries[1].minute == 45)
        #expect(timeline.entries[1].extraMinute == 2)
    }

    @Test func givesTheSameTimelineForARecordedMatchListedBackwards() throws {
        let match = try RecordedMatch.load("fixtures/epl-2024-mancity-tottenham-1208140-full.json")
        let fixture = try #require(match.fixture)
        #expect(EventTimeline(events: match.events.reversed(), fixture: fixture) == EventTimeline(events: match.events, fixture: fixture))
    }

    @Test func keepsShootoutKicksOutOfTheMatchScoreAndAfterExtraTime() {
        let kicks: [(Int, String, String)] = [
            (home, "Penalty", "H2"), (away, "Penalty", "A2"), (home, "Missed Penalty", "H3"), (away, "Penalty", "A3"),
            (home, "Penalty", "H4"), (away, "Missed Penalty", "A4"), (home, "Penalty", "H5"), (away, "Missed Penalty", "A5")
        ]
        var events = kicks.enumerated().map { number, kick in
            syntheticEvent(number + 2, 120, number + 1, team: kick.0, "Goal", kick.1, kick.2, comments: "Penalty Shootout")
        }
        events.insert(syntheticEvent(0, 30, team: home, "Goal", "Normal Goal", "H1"), at: 0)
        events.insert(syntheticEvent(1, 100, team: away, "Goal", "Normal Goal", "A1"), at: 1)
        events.append(syntheticEvent(10, 120, 2, team: home, "Card", "Yellow Card", "H9", comments: "Argument"))

        let timeline = EventTimeline(events: events, fixture: fixture(1, 1))
        #expect(
            timeline.entries.map(timelineLine) == [
                "1 30' first_half goal home 1-0 H1",
                "2 100' extra_time goal away 1-1 A1",
                "3 120+2' extra_time yellow_card home 1-1 H9",
                "4 - penalty_shootout penalty_goal home 1-1 pens 1-0 H2",
                "5 - penalty_shootout penalty_goal away 1-1 pens 1-1 A2",
                "6 - penalty_shootout missed_penalty home 1-1 pens 1-1 H3",
                "7 - penalty_shootout penalty_goal away 1-1 pens 1-2 A3",
                "8 - penalty_shootout penalty_goal home 1-1 pens 2-2 H4",
                "9 - penalty_shootout missed_penalty away 1-1 pens 2-2 A4",
                "10 - penalty_shootout penalty_goal home 1-1 pens 3-2 H5",
                "11 - penalty_shootout missed_penalty away 1-1 pens 3-2 A5"
            ])
        #expect(timeline.entries[3].minute == 120)
        #expect(timeline.entries[3].extraMinute == 1)
        #expect(timeline.finalScore == MatchScore(home: 1, away: 1))
        #expect(timeline.check == .matches)
    }

    @Test func reportsAMismatchWithoutChangingTheRunningScore() {
        let timeline = EventTimeline(
            events: [
                syntheticEvent(0, 12, team: home, "Goal", "Normal Goal", "H")
            ], fixture: fixture(2, 1))
        #expect(timeline.entries.map(\.score) == [MatchScore(home: 1, away: 0)])
        #expect(timeline.check == .mismatch(expected: MatchScore(home: 2, away: 1), computed: MatchScore(home: 1, away: 0)))
        #expect(timeline.check.label == "mismatch")
    }

    @Test func leavesAFixtureWithoutAScoreUncheckedAndAnEmptyOneAtNil() {
        let unplayed = TimelineFixture(homeTeamID: home, awayTeamID: away, finalScore: nil)
        #expect(EventTimeline(events: [], fixture: unplayed).check == .unchecked)
        let goalless = EventTimeline(events: [], fixture: fixture(0, 0))
        #expect(goalless.entries.isEmpty)
        #expect(goalless.check == .matches)
    }

    @Test func flagsAndDoesNotScoreAnEventOfAThirdTeam() {
        let timeline = EventTimeline(
            events: [
                syntheticEvent(0, 5, team: 99, "Goal", "Normal Goal", "Stranger")
            ], fixture: fixture(0, 0))
        #expect(timeline.entries.map(timelineLine) == ["1 5' first_half goal nobody 0-0 Stranger team_not_in_fixture"])
        #expect(timeline.check == .matches)
    }

    @Test func readsTypesAndDetailsWhateverTheirCase() {
        let timeline = EventTimeline(
            events: [
                syntheticEvent(0, 1, team: home, "GOAL", "normal goal", "a"),
                syntheticEvent(1, 2, team: home, "card", "YELLOW CARD", "b"),
                syntheticEvent(2, 3, team: home, "Subst", "Substitution 1", "c", assist: "d"),
                syntheticEvent(3, 4, team: home, "VAR", "Goal Cancelled", "e"),
                syntheticEvent(4, 5, team: home, "Goal", "Penalty", "f", comments: "penalty shootout")
            ], fixture: fixture(1, 0))
        #expect(timeline.entries.map(\.kind) == [.goal, .yellowCard, .substitution, .var, .penaltyGoal])
        #expect(timeline.entries.map(\.period) == [.firstHalf, .firstHalf, .firstHalf, .firstHalf, .penaltyShootout])
        #expect(timeline.entries.map(\.event.type) == ["GOAL", "card", "Subst", "VAR", "Goal"])
    }
}
