import Tabular

/// A table whose rows are read by column name, so that a workbook can be built from whatever
/// columns a run produced (statistic columns vary; a missing one reads as null).
struct RecordTable: Sendable {
    /// The source table's name (`player_match_stats`).
    let name: String
    let columns: [Column]
    /// Rows in the source table's order.
    let records: [Record]

    /// Reads `table`.
    init(_ table: Table) {
        let positions = Dictionary(table.columns.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.init(name: table.name, columns: table.columns, records: table.rows.map { Record(cells: $0, positions: positions) })
    }

    private init(name: String, columns: [Column], records: [Record]) {
        self.name = name
        self.columns = columns
        self.records = records
    }

    /// The same table with only the records `isIncluded` keeps, in order.
    func filter(_ isIncluded: (Record) -> Bool) -> RecordTable {
        RecordTable(name: name, columns: columns, records: records.filter(isIncluded))
    }

    /// The columns, leaving out those named in `excluded`.
    func columns(excluding excluded: Set<String>) -> [Column] {
        columns.filter { !excluded.contains($0.name) }
    }

    /// The columns from `first` to the last; all of them when the table has no such column.
    func columns(from first: String) -> [Column] {
        guard let start = columns.firstIndex(where: { $0.name == first }) else { return columns }
        return Array(columns[start...])
    }

    /// The whole table as a sheet block, headed by its column names.
    func block(id: String) -> TableBlock {
        TableBlock(id: id, columns: columns.map(TableBlock.Column.init), rows: records.map(\.cells))
    }

    /// `records` under `columns` as a sheet block.
    static func block(id: String, columns: [Column], records: [Record]) -> TableBlock {
        TableBlock(id: id, columns: columns.map(TableBlock.Column.init), rows: records.map { $0.cells(for: columns) })
    }

    /// Records grouped by an integer column, each group in table order; records without a value are left out.
    func grouped(by column: String) -> [Int: [Record]] {
        var groups: [Int: [Record]] = [:]
        for record in records {
            if let key = record.int(column) { groups[key, default: []].append(record) }
        }
        return groups
    }
}

extension TableBlock.Column {
    /// A block column showing a table column under its name, formatted by its type.
    init(_ column: Tabular.Column) {
        self.init(column.name, column.type)
    }
}
