import APIModel
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct StatisticNormalizerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let type: String
        let value: APIScalar
        let nulls: NullPolicy
        let column: String
        let columnType: ColumnType
        let cell: CellValue
        var testDescription: String { "\(type) \(value) \(nulls)" }

        init(_ type: String, _ value: APIScalar, _ column: String, _ columnType: ColumnType, _ cell: CellValue, nulls: NullPolicy = .zero) {
            (self.type, self.value, self.nulls, self.column, self.columnType, self.cell) = (type, value, nulls, column, columnType, cell)
        }
    }

    @Test(arguments: [
        Case("Shots on Goal", .number("5"), "shots_on_goal", .integer, .integer(5)),
        Case("Shots insidebox", .number("17"), "shots_insidebox", .integer, .integer(17)),
        Case("Ball Possession", .string("58%"), "ball_possession_pct", .integer, .integer(58)),
        Case("Ball Possession", .string("57.5%"), "ball_possession_pct", .decimal, .decimal(57.5)),
        Case("Passes %", .string("93%"), "passes_pct", .integer, .integer(93)),
        Case("Passes %", .null, "passes_pct", .integer, .null),
        Case("expected_goals", .string("2.15"), "expected_goals", .decimal, .decimal(2.15)),
        Case("expected_goals", .string("1.10"), "expected_goals", .decimal, .decimal(1.1)),
        Case("expected_goals", .string("2"), "expected_goals", .decimal, .decimal(2)),
        Case("expected_goals", .null, "expected_goals", .decimal, .null),
        Case("goals_prevented", .number("-1"), "goals_prevented", .integer, .integer(-1)),
        Case("goals_prevented", .number("0"), "goals_prevented", .integer, .integer(0)),
        Case("goals_prevented", .null, "goals_prevented", .integer, .null),
        Case("Red Cards", .null, "red_cards", .integer, .integer(0), nulls: .zero),
        Case("Red Cards", .null, "red_cards", .integer, .null, nulls: .empty),
        Case("Goalkeeper Saves", .null, "goalkeeper_saves", .integer, .integer(0)),
        Case("Offsides", .string("2"), "offsides", .integer, .integer(2)),
        Case("Duels won", .number("41"), "duels_won", .integer, .integer(41)),
        Case("Duels won", .null, "duels_won", .integer, .integer(0)),
        Case("Dribbles %", .string("40%"), "dribbles_pct", .integer, .integer(40)),
        Case("Dribbles %", .null, "dribbles_pct", .integer, .null),
        Case("Possession lost", .string("n/a"), "possession_lost", .text, .text("n/a")),
        Case("Shots on Goal", .bool(true), "shots_on_goal", .text, .text("true"))
    ])
    func normalisesOneValue(_ example: Case) {
        let normalized = StatisticNormalizer(nulls: example.nulls).normalize(type: example.type, value: example.value)
        #expect(normalized.column == example.column)
        #expect(normalized.columnType == example.columnType)
        #expect(normalized.value == example.cell)
    }

    @Test(arguments: [
        ("Shots on Goal", "shots_on_goal"),
        ("Passes %", "passes_pct"),
        ("expected_goals", "expected_goals"),
        ("  Key  passes (total) ", "key_passes_total"),
        ("Tackles/Interceptions", "tackles_interceptions"),
        ("% Aerials", "pct_aerials"),
        ("Zweikämpfe", "zweikämpfe"),
        ("---", "statistic")
    ])
    func namesColumnsInSnakeCase(type: String, column: String) {
        #expect(StatisticNormalizer.snakeCase(type) == column)
    }

    @Test func sortsStatisticsByWhatTheyMeasure() {
        let normalizer = StatisticNormalizer(nulls: .zero)
        #expect(normalizer.normalize(type: "Fouls", value: .null).kind == .count)
        #expect(normalizer.normalize(type: "Ball Possession", value: .null).kind == .percentage)
        #expect(normalizer.normalize(type: "expected_goals", value: .null).kind == .measure)
        #expect(normalizer.normalize(type: "goals_prevented", value: .null).kind == .measure)
        #expect(normalizer.normalize(type: "Big chances", value: .null).kind == .count)
    }
}
