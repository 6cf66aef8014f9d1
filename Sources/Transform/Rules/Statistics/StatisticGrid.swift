import APIModel
package import PipelineSpec
package import Tabular

/// The statistic columns and cells of many teams' lists at once, so every row agrees on one
/// column set and one type per column. Columns: the 18 known ones in the API's order (always,
/// so the schema does not depend on the season), then the other types' by name, each type text
/// its own column, named apart from the table's fixed columns and each other
/// (`StatisticColumnNames`). A column widens from whole to decimal numbers when any value needs
/// it. A value that is no number (`1e999`, `"55%%"`) never turns a numeric column into text: its
/// cell is empty and it is listed in `unreadable`. Only an unknown column in which no value at
/// all is a number is text. A type a list does not report is an empty cell whatever the null
/// policy; the first of two entries of one type in a list wins.
package struct StatisticGrid: Sendable, Hashable {
    package let columns: [Column]
    /// One row per input list, in input order, aligned with `columns`.
    package let rows: [[CellValue]]
    /// Values written empty because they are no number, in row then list order.
    package let unreadable: [UnreadableStatistic]
    /// The column each type text fills, and the texts written under another name than they wanted.
    package let names: StatisticColumnNames

    /// Normalises every list (one per fixture × team) with the pipeline's null policy, naming the
    /// columns apart from `reserved`, the table's fixed columns.
    package init(lists: [[StatisticEntry]], nulls: NullPolicy, reserved: [String] = []) {
        let normalizer = StatisticNormalizer(nulls: nulls)
        let names = StatisticColumnNames(types: lists.joined().map(\.type), reserved: reserved)
        let normalized = lists.map { list in
            list.map { entry in normalizer.normalize(type: entry.type, value: entry.value).named(names.columns[entry.type]!) }
        }

        var numeric: [String: ColumnType] = [:]
        var textual: Set<String> = []
        // The API's `type` text of each column, for an unknown column's description.
        var apiTypes: [String: String] = [:]
        for known in KnownStatistic.all { numeric[known.column] = known.columnType }
        for (entry, statistic) in zip(lists.joined(), normalized.joined()) {
            if apiTypes[statistic.column] == nil { apiTypes[statistic.column] = entry.type }
            if statistic.columnType == .text {
                textual.insert(statistic.column)
            } else if entry.value != .null || numeric[statistic.column] != nil {
                // A null alone says nothing about a column's type; a number or a known column does.
                numeric[statistic.column] = Self.wider(numeric[statistic.column], statistic.columnType)
            }
        }
        let knownNames = KnownStatistic.all.map(\.column)
        let unknownNames = apiTypes.keys.filter { !knownNames.contains($0) }.sorted()
        let columns =
            KnownStatistic.all.map { $0.column(numeric[$0.column] ?? $0.columnType) }
            + unknownNames.map { name in
                Column(
                    name, numeric[name] ?? (textual.contains(name) ? .text : .integer),
                    description: "The API's statistic \"\(apiTypes[name] ?? name)\", a type this tool does not know, kept as sent.",
                    label: Self.label(apiType: apiTypes[name], column: name)
                )
            }
        let indexByName = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1.name, $0) })

        var unreadable: [UnreadableStatistic] = []
        self.columns = columns
        self.rows = normalized.enumerated().map { rowIndex, list in
            var row = [CellValue](repeating: .null, count: columns.count)
            var filled = Set<Int>()
            for (entry, statistic) in zip(lists[rowIndex], list) {
                let index = indexByName[statistic.column]!
                guard filled.insert(index).inserted else { continue }
                if case .text(let text) = statistic.value, columns[index].type != .text {
                    unreadable.append(UnreadableStatistic(row: rowIndex, type: entry.type, column: statistic.column, text: text))
                    continue
                }
                row[index] = Self.cell(statistic.value, as: columns[index].type)
            }
            return row
        }
        self.unreadable = unreadable
        self.names = names
    }

    /// An unknown statistic's label: the API's own `type` text, trimmed (the column name if blank).
    static func label(apiType: String?, column: String) -> String {
        let text = apiType?.trimmingWhitespace() ?? ""
        return text.isEmpty ? column : String(text)
    }

    /// The narrowest numeric type holding both: integer < decimal.
    private static func wider(_ a: ColumnType?, _ b: ColumnType) -> ColumnType {
        guard let a else { return b }
        return a == .decimal || b == .decimal ? .decimal : a
    }

    /// A cell converted to its column's (possibly wider) type.
    private static func cell(_ value: CellValue, as type: ColumnType) -> CellValue {
        switch (value, type) {
        case (.integer(let whole), .decimal): .decimal(Double(whole))
        case (.integer(let whole), .text): .text(String(whole))
        case (.decimal(let fraction), .text): .text("\(fraction)")
        default: value
        }
    }
}
