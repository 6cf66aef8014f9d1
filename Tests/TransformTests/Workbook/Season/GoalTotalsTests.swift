import Tabular
import Testing

@testable import Transform

/// The Dashboard's two goal totals and the note saying why they differ, on one match of each
/// kind the demo and real data show: events missing a goal (the demo's Caldere City 3-2 Elvstad
/// Rovers), a goal without a minute, a match without events, a match in play, a shootout.
@Suite struct GoalTotalsTests {
    private static let fixtureColumns = [
        "fixture_id", "home_team_id", "home_team_name", "away_team_id", "away_team_name", "home_goals", "away_goals", "status"
    ]
    private static let integers: Set = ["fixture_id", "home_team_id", "away_team_id", "home_goals", "away_goals", "minute", "extra_minute"]
    private static let eventColumns = ["fixture_id", "kind", "period", "minute", "extra_minute"]

    private static func fixture(_ id: Int, _ home: Int, _ away: Int, status: String = "FT") -> [CellValue] {
        [.integer(id), .integer(1), .text("Home \(id)"), .integer(2), .text("Away \(id)"), .integer(home), .integer(away), .text(status)]
    }

    private static func goal(_ fixture: Int, minute: Int?, period: String = "second_half", kind: String = "goal") -> [CellValue] {
        [.integer(fixture), .text(kind), .text(period), .int(minute), .null]
    }

    private static func table(_ name: String, _ columns: [String], _ rows: [[CellValue]], reading: [ColumnName]) -> RecordTable {
        let typed = columns.map { Column($0, integers.contains($0) ? .integer : .text) }
        return RecordTable(Table(name: name, columns: typed, key: [], rows: rows), reading: reading)
    }

    private let fixtures = table(
        "fixtures", fixtureColumns,
        [
            fixture(1, 3, 2), fixture(2, 1, 0), fixture(3, 2, 0), fixture(4, 1, 0, status: "1H"), fixture(5, 1, 1, status: "PEN")
        ], reading: TeamFixture.columnsRead)
    private let events = table(
        "events", eventColumns,
        [
            goal(1, minute: 10), goal(1, minute: 20, kind: "penalty_goal"), goal(1, minute: 30, kind: "own_goal"), goal(1, minute: 80),
            [.integer(1), .text("missed_penalty"), .text("second_half"), .integer(85), .null],
            goal(2, minute: nil),
            goal(4, minute: 12, period: "first_half"),
            goal(5, minute: 50), goal(5, minute: 70),
            goal(5, minute: 120, period: "penalty_shootout"), goal(5, minute: 120, period: "penalty_shootout")
        ], reading: [SharedColumn.fixtureID] + GoalMinutes.columnsRead)

    @Test func itCountsBothWaysAndSaysWhy() {
        let totals = GoalTotals(fixtures: fixtures.records, events: events)
        #expect(totals.fromScores == 3 + 2 + 1 + 2 + 1 + 1)
        #expect(totals.fromEvents == GoalMinutes(events).total && totals.fromEvents == 4 + 1 + 2)
        #expect(totals.mismatches == [.init(fixtureID: 1, match: "Home 1 3-2 Away 1", scoreGoals: 5, eventGoals: 4)])
        #expect(totals.matchesWithoutEvents == 1 && totals.goalsWithoutMinute == 1 && totals.goalsOfUnfinishedMatches == 1)
        #expect(
            totals.note == "Goals by 15 minutes below count 7, as the events of Home 1 3-2 Away 1 (fixture 1) miss 1 goal; "
                + "1 match with goals has no events; 1 goal event has no minute; 1 goal comes from matches not finished.")
    }

    @Test func totalsThatAgreeNeedNoNote() {
        let agreeing = GoalTotals(fixtures: [fixtures.records[4]], events: events.filter { $0.int(SharedColumn.fixtureID) == 5 })
        #expect(agreeing.fromScores == 2 && agreeing.fromEvents == 2 && agreeing.note == nil)
    }
}
