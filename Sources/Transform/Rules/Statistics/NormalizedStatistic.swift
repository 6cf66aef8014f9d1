package import Tabular

/// One statistic value normalised: the column it fills and the cell written there.
package struct NormalizedStatistic: Sendable, Hashable {
    /// snake_case column name (`shots_on_goal`, `ball_possession_pct`).
    package let column: String
    package let kind: StatisticKind
    /// The narrowest column type that holds this value: the known type, or wider if the value
    /// needs it (a fraction where whole numbers are usual, or text that is no number).
    package let columnType: ColumnType
    /// The cell, agreeing with `columnType` (or `.null`).
    package let value: CellValue

    package init(column: String, kind: StatisticKind, columnType: ColumnType, value: CellValue) {
        self.column = column
        self.kind = kind
        self.columnType = columnType
        self.value = value
    }

    /// This value filling `column` instead (the name `StatisticColumnNames` gave its type text).
    func named(_ column: String) -> NormalizedStatistic {
        NormalizedStatistic(column: column, kind: kind, columnType: columnType, value: value)
    }
}
