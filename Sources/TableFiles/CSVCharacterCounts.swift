import Staging
import Tabular

/// The texts a run's CSV files lose characters of (`ForbiddenCharacters`), counted as the file
/// sink is handed each table: by table and column, summed over league-seasons in first-seen order.
struct CSVCharacterCounts {
    private var shared: [ColumnCount] = []
    private var leagueSeasons: [ColumnCount] = []

    mutating func countShared(_ tables: [Table]) {
        shared = ForbiddenCharacters.counts(in: tables)
    }

    mutating func count(_ tables: [Table]) {
        for found in ForbiddenCharacters.counts(in: tables) {
            if let index = leagueSeasons.firstIndex(where: { $0.table == found.table && $0.column == found.column }) {
                leagueSeasons[index].count += found.count
            } else {
                leagueSeasons.append(found)
            }
        }
    }

    /// One warning per table column whose texts lost characters, tables and columns in the order
    /// of `headers` (the run's tables with their final columns).
    func warnings(headers: [Table]) -> [ManifestWarning] {
        var place: [String: Int] = [:]
        for (tableIndex, header) in headers.enumerated() {
            for (columnIndex, column) in header.columns.enumerated() {
                place["\(header.name)\u{1F}\(column.name)"] = tableIndex * 100_000 + columnIndex
            }
        }
        func order(_ count: ColumnCount) -> Int { place["\(count.table)\u{1F}\(count.column)"] ?? .max }
        let all = (shared + leagueSeasons).enumerated().sorted { a, b in
            (order(a.element), a.offset) < (order(b.element), b.offset)
        }
        return all.map { ForbiddenCharacters.csvWarning(count: $0.element.count, table: $0.element.table, column: $0.element.column) }
    }
}
