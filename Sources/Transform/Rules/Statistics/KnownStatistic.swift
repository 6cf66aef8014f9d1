package import Tabular

/// A statistic type the API is known to send, with the column it fills.
package struct KnownStatistic: Sendable, Hashable {
    /// The API's `type` text.
    package let type: String
    package let column: String
    package let kind: StatisticKind
    /// The column's type unless the data needs a wider one (see `StatisticGrid`).
    package let columnType: ColumnType

    /// The 18 known types, in the order the API lists them (2024-25 league matches).
    package static let all: [KnownStatistic] = [
        count("Shots on Goal", "shots_on_goal"),
        count("Shots off Goal", "shots_off_goal"),
        count("Total Shots", "total_shots"),
        count("Blocked Shots", "blocked_shots"),
        count("Shots insidebox", "shots_insidebox"),
        count("Shots outsidebox", "shots_outsidebox"),
        count("Fouls", "fouls"),
        count("Corner Kicks", "corner_kicks"),
        count("Offsides", "offsides"),
        KnownStatistic(type: "Ball Possession", column: "ball_possession_pct", kind: .percentage, columnType: .integer),
        count("Yellow Cards", "yellow_cards"),
        count("Red Cards", "red_cards"),
        count("Goalkeeper Saves", "goalkeeper_saves"),
        count("Total passes", "total_passes"),
        count("Passes accurate", "passes_accurate"),
        KnownStatistic(type: "Passes %", column: "passes_pct", kind: .percentage, columnType: .integer),
        KnownStatistic(type: "expected_goals", column: "expected_goals", kind: .measure, columnType: .decimal),
        // Sent as whole numbers (1, 0, -1) so far; the column widens if a fraction ever comes.
        KnownStatistic(type: "goals_prevented", column: "goals_prevented", kind: .measure, columnType: .integer),
    ]

    /// The known statistic for an API type, or one whose column the type's snake_case names.
    package static func matching(type: String) -> KnownStatistic? {
        if let exact = all.first(where: { $0.type == type }) { return exact }
        let column = StatisticNormalizer.snakeCase(type)
        return all.first { $0.column == column }
    }

    private static func count(_ type: String, _ column: String) -> KnownStatistic {
        KnownStatistic(type: type, column: column, kind: .count, columnType: .integer)
    }
}
