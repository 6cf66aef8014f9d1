import Load
import Tabular
import Transform

/// What a streaming run keeps of each league-season's tables once they are spooled: row
/// counts, fixture states, warnings, and the count of texts the CSV files lose characters of.
struct UnitTotals {
    private(set) var rowCounts: [String: Int] = [:]
    private(set) var fixtureStates: [ManifestFixture] = []
    private(set) var warnings: [TransformWarning] = []
    /// Texts with characters CSV leaves out, by table and column, in first-seen order.
    private var forbidden: [(table: String, column: String, count: Int)] = []

    /// Adds one league-season's tables; `csv` when the run writes CSV files.
    mutating func add(_ output: TransformOutput, csv: Bool) {
        for table in output.tables { rowCounts[table.name, default: 0] += table.rows.count }
        fixtureStates += FixtureStates.states(of: output.tables)
        warnings += output.warnings
        guard csv else { return }
        for (table, column, count) in ForbiddenCharacters.counts(in: output.tables) {
            if let index = forbidden.firstIndex(where: { $0.table == table && $0.column == column }) {
                forbidden[index].count += count
            } else {
                forbidden.append((table, column, count))
            }
        }
    }

    /// One warning per table column whose texts lost characters in the CSV files, over every
    /// league-season and the `shared` tables, in the tables' output `order`.
    func forbiddenCharacterWarnings(shared: [Table], order: [String]) -> [ManifestWarning] {
        let place = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let all = (ForbiddenCharacters.counts(in: shared) + forbidden).enumerated()
            .sorted { (place[$0.element.table] ?? .max, $0.offset) < (place[$1.element.table] ?? .max, $1.offset) }
        return all.map { ForbiddenCharacters.csvWarning(count: $0.element.count, table: $0.element.table, column: $0.element.column) }
    }
}
