package import Tabular

/// A statistic type the API is known to send, with the column it fills.
package struct KnownStatistic: Sendable, Hashable {
    /// The API's `type` text.
    package let type: String
    package let column: String
    /// The column's display label ("Shots", "Possession %", "xG").
    package let label: String
    package let kind: StatisticKind
    /// The column's type unless the data needs a wider one (see `StatisticGrid`).
    package let columnType: ColumnType
    /// What the column holds, for its `Column.description`.
    package let description: String
    /// The unit of the number, if it has one (`percent`).
    package let unit: String?

    package init(
        type: String, column: String, label: String, kind: StatisticKind, columnType: ColumnType, description: String, unit: String? = nil
    ) {
        self.type = type
        self.column = column
        self.label = label
        self.kind = kind
        self.columnType = columnType
        self.description = description
        self.unit = unit
    }

    /// The 18 known types, in the order the API lists them (2024-25 league matches).
    package static let all: [KnownStatistic] = [
        count("Shots on Goal", StatisticColumn.shotsOnGoal.rawValue, label: "Shots on Target", "Shots on target."),
        count("Shots off Goal", "shots_off_goal", label: "Shots off Target", "Shots off target."),
        count("Total Shots", StatisticColumn.totalShots.rawValue, label: "Shots", "Shots, on and off target and blocked."),
        count("Blocked Shots", "blocked_shots", label: "Blocked Shots", "Shots blocked by an opponent."),
        count("Shots insidebox", "shots_insidebox", label: "Shots in Box", "Shots from inside the penalty area."),
        count("Shots outsidebox", "shots_outsidebox", label: "Shots outside Box", "Shots from outside the penalty area."),
        count("Fouls", "fouls", label: "Fouls", "Fouls committed."),
        count("Corner Kicks", "corner_kicks", label: "Corners", "Corner kicks taken."),
        count("Offsides", "offsides", label: "Offsides", "Times caught offside."),
        KnownStatistic(
            type: "Ball Possession", column: StatisticColumn.ballPossession.rawValue, label: "Possession %", kind: .percentage,
            columnType: .integer,
            description: "Share of ball possession, 0–100.", unit: "percent"
        ),
        count("Yellow Cards", "yellow_cards", label: "YC", "Yellow cards received."),
        count("Red Cards", "red_cards", label: "RC", "Red cards received."),
        count("Goalkeeper Saves", "goalkeeper_saves", label: "Saves", "Saves by the goalkeeper."),
        count("Total passes", "total_passes", label: "Passes", "Passes attempted."),
        count("Passes accurate", "passes_accurate", label: "Accurate Passes", "Passes completed."),
        KnownStatistic(
            type: "Passes %", column: "passes_pct", label: "Pass %", kind: .percentage, columnType: .integer,
            description: "Share of passes completed, 0–100.", unit: "percent"
        ),
        KnownStatistic(
            type: "expected_goals", column: StatisticColumn.expectedGoals.rawValue, label: "xG", kind: .measure, columnType: .decimal,
            description: "Expected goals (xG) of the team's shots."
        ),
        // Sent as whole numbers (1, 0, -1) so far; the column widens if a fraction ever comes.
        KnownStatistic(
            type: "goals_prevented", column: "goals_prevented", label: "Goals Prevented", kind: .measure, columnType: .integer,
            description: "Goals prevented by the goalkeeper: expected goals on target faced minus goals conceded (can be negative)."
        )
    ]

    /// The known statistic for an API type, or one whose column the type's snake_case names.
    package static func matching(type: String) -> KnownStatistic? {
        if let exact = all.first(where: { $0.type == type }) { return exact }
        let column = StatisticNormalizer.snakeCase(type)
        return all.first { $0.column == column }
    }

    private static func count(_ type: String, _ column: String, label: String, _ description: String) -> KnownStatistic {
        KnownStatistic(type: type, column: column, label: label, kind: .count, columnType: .integer, description: description)
    }

    /// The column of this statistic with its type (possibly widened), label, description and
    /// unit, naming the API's `type` text.
    func column(_ type: ColumnType) -> Column {
        Column(column, type, description: "\(description.dropLast()) (API statistic \"\(self.type)\").", unit: unit, label: label)
    }
}

/// The statistic columns other code reads by name (the workbook's season totals). A run's
/// statistic columns come from the data, so they are read with `Record`'s `ifPresent` reads.
enum StatisticColumn {
    static let shotsOnGoal = ColumnName("shots_on_goal")
    static let totalShots = ColumnName("total_shots")
    static let ballPossession = ColumnName("ball_possession_pct")
    static let expectedGoals = ColumnName("expected_goals")
}
