import APIModel
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct StatisticGridTests {
    private func entries(_ pairs: KeyValuePairs<String, APIScalar>) -> [StatisticEntry] {
        pairs.map { StatisticEntry(type: $0.key, value: $0.value) }
    }

    /// Man City v Tottenham, 2024-11-23: 18 types per team, in the order the catalog keeps.
    @Test func readsARecordedMatchIntoTheKnownColumns() throws {
        let response = try FixtureFile.json("fixtures/epl-2024-mancity-tottenham-1208140-full.json")["response"]?.array?.first
        let lists = (response?["statistics"]?.array ?? []).map { team in
            (team["statistics"]?.array ?? []).map { item in
                StatisticEntry(type: item["type"]?.string ?? "", value: item["value"]?.scalar ?? .null)
            }
        }
        #expect(lists.first?.map(\.type) == KnownStatistic.all.map(\.type))

        let grid = StatisticGrid(lists: lists, nulls: .zero)
        #expect(
            grid.columns.map(\.name) == [
                "shots_on_goal", "shots_off_goal", "total_shots", "blocked_shots", "shots_insidebox",
                "shots_outsidebox", "fouls", "corner_kicks", "offsides", "ball_possession_pct", "yellow_cards",
                "red_cards", "goalkeeper_saves", "total_passes", "passes_accurate", "passes_pct",
                "expected_goals", "goals_prevented"
            ])
        #expect(grid.columns.map(\.type) == Array(repeating: .integer, count: 16) + [.decimal, .integer])
        // Man City's row as sent: ints, "58%", null Red Cards (a count: 0), "93%", "2.15", 1.
        #expect(
            grid.rows.first == [
                .integer(5), .integer(11), .integer(23), .integer(7), .integer(17), .integer(6), .integer(19),
                .integer(9), .integer(2), .integer(58), .integer(4), .integer(0), .integer(3), .integer(559),
                .integer(520), .integer(93), .decimal(2.15), .integer(1)
            ])
        #expect(grid.rows.count == 2)
    }

    @Test func keepsEveryKnownColumnAndAppendsUnknownOnesByName() {
        let grid = StatisticGrid(
            lists: [
                entries(["Shots on Goal": .number("3"), "Zone entries": .number("12"), "Duels won": .number("40")]),
                entries(["Ball Possession": .string("39%"), "Aerials %": .null])
            ], nulls: .empty)
        #expect(grid.columns.count == 21)
        #expect(grid.columns.suffix(3).map(\.name) == ["aerials_pct", "duels_won", "zone_entries"])
        #expect(grid.columns.suffix(3).map(\.type) == [.integer, .integer, .integer])
        let shots = grid.columns.firstIndex { $0.name == "shots_on_goal" }!
        let possession = grid.columns.firstIndex { $0.name == "ball_possession_pct" }!
        #expect(grid.rows[0][shots] == .integer(3))
        #expect(grid.rows[0][possession] == .null)
        #expect(grid.rows[1][shots] == .null)
        #expect(grid.rows[1][possession] == .integer(39))
        #expect(grid.rows[0].suffix(3) == [.null, .integer(40), .integer(12)])
        // A type the list does not report is empty even under `nulls: zero`.
        let zeroGrid = StatisticGrid(lists: [entries(["Fouls": .null])], nulls: .zero)
        #expect(zeroGrid.rows[0][6] == .integer(0))
        #expect(zeroGrid.rows[0][0] == .null)
    }

    @Test func widensAColumnWhenAnyValueNeedsIt() {
        let grid = StatisticGrid(
            lists: [
                entries(["goals_prevented": .number("1"), "Custom": .string("n/a"), "Fouls": .null]),
                entries(["goals_prevented": .string("0.45"), "Custom": .string("unknown"), "Fouls": .number("9")])
            ], nulls: .zero)
        let column = { (name: String) in grid.columns.firstIndex { $0.name == name }! }
        #expect(grid.columns[column("goals_prevented")].type == .decimal)
        #expect(grid.rows.map { $0[column("goals_prevented")] } == [.decimal(1), .decimal(0.45)])
        // An unknown statistic none of whose values is a number is kept as text.
        #expect(grid.columns[column("custom")].type == .text)
        #expect(grid.rows.map { $0[column("custom")] } == [.text("n/a"), .text("unknown")])
        #expect(grid.columns[column("fouls")].type == .integer)
        #expect(grid.rows.map { $0[column("fouls")] } == [.integer(0), .integer(9)])
        #expect(grid.unreadable.isEmpty)
    }

    /// One value that is no number (an overflowing literal, a doubled `%`, a boolean) must not
    /// turn a numeric column into text in every row: the cell is empty and the value listed.
    @Test func aValueThatIsNoNumberIsEmptiedAndTheColumnKeepsItsType() {
        let fine = entries([
            "Shots on Goal": .number("5"), "Ball Possession": .string("55%"), "expected_goals": .string("1.2"), "Custom": .number("4")
        ])
        let grid = StatisticGrid(
            lists: [
                fine, fine,
                entries([
                    "Shots on Goal": .number("1e999"), "Ball Possession": .string("55%%"), "expected_goals": .bool(true),
                    "Custom": .string("x")
                ]),
                fine
            ], nulls: .zero)
        let column = { (name: String) in grid.columns.firstIndex { $0.name == name }! }
        #expect(grid.columns[column("shots_on_goal")].type == .integer)
        #expect(grid.columns[column("ball_possession_pct")].type == .integer)
        #expect(grid.columns[column("expected_goals")].type == .decimal)
        #expect(grid.columns[column("custom")].type == .integer)
        #expect(grid.rows.map { $0[column("shots_on_goal")] } == [.integer(5), .integer(5), .null, .integer(5)])
        #expect(grid.rows.map { $0[column("ball_possession_pct")] } == [.integer(55), .integer(55), .null, .integer(55)])
        #expect(grid.rows.map { $0[column("expected_goals")] } == [.decimal(1.2), .decimal(1.2), .null, .decimal(1.2)])
        #expect(grid.rows.map { $0[column("custom")] } == [.integer(4), .integer(4), .null, .integer(4)])
        #expect(
            grid.unreadable == [
                UnreadableStatistic(row: 2, type: "Shots on Goal", column: "shots_on_goal", text: "1e999"),
                UnreadableStatistic(row: 2, type: "Ball Possession", column: "ball_possession_pct", text: "55%%"),
                UnreadableStatistic(row: 2, type: "expected_goals", column: "expected_goals", text: "true"),
                UnreadableStatistic(row: 2, type: "Custom", column: "custom", text: "x")
            ])
    }

    @Test func keepsTwoSpellingsOfOneColumnApartAndTakesTheFirstOfOneTypeTwice() {
        let grid = StatisticGrid(
            lists: [
                entries(["Shots on Goal": .number("3"), "shots on goal": .number("8"), "Fouls": .number("5"), "Fouls": .number("6")])
            ], nulls: .zero)
        #expect(grid.columns.count == 19)
        #expect(grid.columns.last?.name == "stat_shots_on_goal")
        #expect(grid.rows[0][0] == .integer(3) && grid.rows[0].last == .integer(8))
        #expect(grid.rows[0][6] == .integer(5))
    }
}

/// The statistic columns' descriptions come from the statistic they hold.
@Suite struct StatisticColumnDescriptionTests {
    @Test func knownColumnsAreDescribedByTheirStatisticAndUnknownOnesByTheAPIsText() {
        let grid = StatisticGrid(
            lists: [
                [
                    StatisticEntry(type: "Ball Possession", value: .string("55%")),
                    StatisticEntry(type: "Zone Entries", value: .number("12"))
                ]
            ], nulls: .zero)
        let byName = Dictionary(uniqueKeysWithValues: grid.columns.map { ($0.name, $0) })
        #expect(byName["ball_possession_pct"]?.description == "Share of ball possession, 0–100 (API statistic \"Ball Possession\").")
        #expect(byName["ball_possession_pct"]?.unit == "percent")
        #expect(byName["expected_goals"]?.description.contains("\"expected_goals\"") == true)
        #expect(
            byName["zone_entries"]?.description == "The API's statistic \"Zone Entries\", a type this tool does not know, kept as sent.")
        #expect(byName["zone_entries"]?.unit == nil)
        #expect(grid.columns.allSatisfy { !$0.description.isEmpty })
    }
}
