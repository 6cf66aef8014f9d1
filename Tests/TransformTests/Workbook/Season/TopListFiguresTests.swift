import Tabular
import Testing

@testable import Transform

@Suite struct TopListFiguresTests {
    @Test func ratesAreEmptyWhereTheyWouldSayNothingNeverInfinite() {
        #expect(TopListFigures.per90(1, minutes: 89) == nil)
        #expect(TopListFigures.per90(1, minutes: 90) == 1.0)
        #expect(TopListFigures.per90(27, minutes: 2989) == 0.81)
        #expect(TopListFigures.minutesPerGoal(minutes: 300, goals: 0) == nil)
        #expect(TopListFigures.minutesPerGoal(minutes: 2989, goals: 27) == 111)
        #expect(TopListFigures.minutesPerGoal(minutes: 5, goals: 2) == 3)
        #expect(TopListFigures.nonPenaltyGoals(goals: 27, penalties: 7) == 20)
        #expect(TopListFigures.nonPenaltyGoals(goals: 3, penalties: nil) == nil)
    }

    @Test func theTopScorersGainTheirRatesAfterTheGoals() {
        let columns = ["player_name", "minutes", "goals", "penalties_scored"].map {
            TableBlock.Column($0, $0 == "player_name" ? .text : .integer)
        }
        let rows: [[CellValue]] = [
            [.text("A"), .integer(2989), .integer(27), .integer(7)], [.text("B"), .integer(60), .integer(1), .integer(0)]
        ]
        let block = TopListFigures.withScoringRates(TableBlock(id: "top_scorers", columns: columns, rows: rows))
        #expect(
            block.columns.map(\.key) == [
                "player_name", "minutes", "goals", "non_penalty_goals", "minutes_per_goal", "goals_per_90", "penalties_scored"
            ])
        #expect(block.rows[0] == [.text("A"), .integer(2989), .integer(27), .integer(20), .integer(111), .decimal(0.81), .integer(7)])
        #expect(block.rows[1] == [.text("B"), .integer(60), .integer(1), .integer(1), .integer(60), .null, .integer(0)])
    }
}
