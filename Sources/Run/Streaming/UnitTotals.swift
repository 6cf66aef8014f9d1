import Load
import Tabular
import Transform

/// What a streaming run keeps of each league-season's tables once they are spooled: row
/// counts, fixture states, warnings, and the count of texts the CSV files lose characters of.
struct UnitTotals {
    private(set) var rowCounts: [String: Int] = [:]
    private(set) var fixtureStates: [ManifestFixture] = []
    private(set) var warnings: [TransformWarning] = []
    /// The values the league-seasons' tables emptied, summed in league-season order.
    private(set) var issues = ValueIssues()
    /// Texts with characters CSV leaves out, by table and column, in first-seen order.
    private var forbidden: [ColumnCount] = []

    /// Adds one league-season's tables and what `summary` read of them.
    mutating func add(_ output: TransformOutput, _ summary: UnitSummary) {
        for table in output.tables { rowCounts[table.name, default: 0] += table.rows.count }
        fixtureStates += summary.fixtureStates
        warnings += output.warnings
        issues.merge(output.issues)
        for found in summary.forbidden ?? [] {
            if let index = forbidden.firstIndex(where: { $0.table == found.table && $0.column == found.column }) {
                forbidden[index].count += found.count
            } else {
                forbidden.append(found)
            }
        }
    }

    /// The run's transform warnings, sorted, as building the whole run at once would raise them:
    /// a warning every league-season raises alike (an unknown timezone) once, and an unknown
    /// statistic once, where it was first seen.
    func transformWarnings(shared: [TransformWarning]) -> [TransformWarning] {
        var seen: Set<TransformWarning> = []
        var statistics: Set<[String: String]> = []
        let kept = (shared + warnings).filter { warning in
            guard seen.insert(warning).inserted else { return false }
            return warning.code != .unknownStatistic || statistics.insert(warning.details).inserted
        }
        return kept.sorted()
    }

    /// One warning per table column whose texts lost characters in the CSV files, over every
    /// league-season and the `shared` tables, tables and columns in the order of `headers`.
    func forbiddenCharacterWarnings(shared: [Table], headers: [Table]) -> [ManifestWarning] {
        var place: [String: Int] = [:]
        for (tableIndex, header) in headers.enumerated() {
            for (columnIndex, column) in header.columns.enumerated() { place["\(header.name)\u{1F}\(column.name)"] = tableIndex * 100_000 + columnIndex }
        }
        let all = (ForbiddenCharacters.counts(in: shared) + forbidden).enumerated().sorted { a, b in
            (place["\(a.element.table)\u{1F}\(a.element.column)"] ?? .max, a.offset) < (place["\(b.element.table)\u{1F}\(b.element.column)"] ?? .max, b.offset)
        }
        return all.map { ForbiddenCharacters.csvWarning(count: $0.element.count, table: $0.element.table, column: $0.element.column) }
    }
}
