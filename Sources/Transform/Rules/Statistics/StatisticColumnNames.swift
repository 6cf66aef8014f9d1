package import Tabular

/// The column each statistic type text of one table fills: one column per text, none sharing a
/// name with a fixed column of the table or with another text's (`DataColumnName`).
///
/// Texts are named in a fixed order, so the same texts give the same names whatever order the
/// answers came in: the catalog's known types first (each its own column), then every other text
/// sorted. Such a text wants its snake_case name, or the known column it spells differently
/// ("Passes pct" → `passes_pct`), which it takes only while no other text fills that column.
/// A wanted name already taken becomes `stat_<name>` (then `_2`, `_3`…); one over 63 bytes is
/// shortened. The fixed columns and the 18 known ones are always the table's, so a text that
/// collides with one of them is renamed in every league-season alike.
package struct StatisticColumnNames: Sendable, Hashable {
    /// The column of each text.
    package let columns: [String: String]
    /// The texts whose column is not the name they wanted, in naming order.
    package let renamed: [RenamedStatistic]

    /// For each name over 63 bytes, the column 0.2.0 left in a PostgreSQL schema (the server cut
    /// the name it was given) renamed to the shortened one, so a database sink adopts it.
    package var renames: [ColumnRename] {
        renamed.filter { $0.wanted.utf8.count > DataColumnName.byteLimit }.map { statistic in
            ColumnRename(old: DataColumnName.truncatedByPostgres(statistic.wanted), new: statistic.column, since: "0.3.0")
        }
    }

    /// The names of `types` in a table whose fixed columns are `reserved`.
    package init(types: some Sequence<String>, reserved: [String]) {
        let distinct = Set(types)
        let knownColumns = KnownStatistic.all.map(\.column)
        var columns: [String: String] = [:]
        var filled = Set<String>()
        for known in KnownStatistic.all where distinct.contains(known.type) {
            columns[known.type] = known.column
            filled.insert(known.column)
        }
        var taken = Set(reserved).union(knownColumns)
        var renamed: [RenamedStatistic] = []
        for type in distinct.subtracting(columns.keys).sorted() {
            let wanted = KnownStatistic.matching(type: type)?.column ?? StatisticNormalizer.snakeCase(type)
            if knownColumns.contains(wanted), filled.insert(wanted).inserted {
                columns[type] = wanted
                continue
            }
            let column = DataColumnName.assigned([wanted], avoiding: taken)[0]
            taken.insert(column)
            columns[type] = column
            if column != wanted { renamed.append(RenamedStatistic(type: type, wanted: wanted, column: column)) }
        }
        self.columns = columns
        self.renamed = renamed
    }
}

/// A statistic type text written under another name than it wanted: its name was taken, or too long.
package struct RenamedStatistic: Sendable, Hashable {
    /// The API's `type` text.
    package let type: String
    /// Its snake_case name, or the known column it spells.
    package let wanted: String
    /// The column it fills.
    package let column: String

    /// The warning naming the text, the column it fills and why, in `table`.
    package func warning(table: String) -> TransformWarning {
        let reason =
            column == DataColumnName.fitted(wanted)
            ? "a column name holds at most \(DataColumnName.byteLimit) bytes, so \(wanted) is shortened"
            : "\(wanted) is already a column of the table"
        return TransformWarning(
            code: .renamedStatisticColumn,
            message: "\(table): statistic type \"\(type)\" is written as column \(column) (\(reason))",
            details: ["table": table, "statistic": type, "column": column]
        )
    }
}
