import PipelineSpec
import Tabular

/// The statistic columns and cells of many teams' lists at once, so every row agrees on one
/// column set and one type per column. Columns: the 18 known ones in the API's order (always,
/// so the schema does not depend on the season), then unknown ones sorted by name. A column
/// widens (whole → decimal → text) when any value needs it. A type a list does not report is
/// an empty cell whatever the null policy; the first of two same-column entries wins.
package struct StatisticGrid: Sendable, Hashable {
    package let columns: [Column]
    /// One row per input list, in input order, aligned with `columns`.
    package let rows: [[CellValue]]

    /// Normalises every list (one per fixture × team) with the pipeline's null policy.
    package init(lists: [[StatisticEntry]], nulls: NullPolicy) {
        let normalizer = StatisticNormalizer(nulls: nulls)
        let normalized = lists.map { list in list.map { normalizer.normalize(type: $0.type, value: $0.value) } }

        var types: [String: ColumnType] = [:]
        for known in KnownStatistic.all { types[known.column] = known.columnType }
        for statistic in normalized.joined() {
            types[statistic.column] = Self.wider(types[statistic.column], statistic.columnType)
        }
        let knownNames = KnownStatistic.all.map(\.column)
        let unknownNames = types.keys.filter { !knownNames.contains($0) }.sorted()
        let columns = (knownNames + unknownNames).map { Column($0, types[$0]!) }
        let indexByName = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1.name, $0) })

        self.columns = columns
        self.rows = normalized.map { list in
            var row = [CellValue](repeating: .null, count: columns.count)
            var filled = Set<Int>()
            for statistic in list {
                let index = indexByName[statistic.column]!
                guard filled.insert(index).inserted else { continue }
                row[index] = Self.cell(statistic.value, as: columns[index].type)
            }
            return row
        }
    }

    /// The narrowest type holding both: integer < decimal < text.
    private static func wider(_ a: ColumnType?, _ b: ColumnType) -> ColumnType {
        guard let a else { return b }
        let rank: [ColumnType] = [.integer, .decimal, .text]
        return (rank.firstIndex(of: a) ?? 2) >= (rank.firstIndex(of: b) ?? 2) ? a : b
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
