import Tabular

/// A table whose rows are read through its layout's `ColumnName` constants. Readers state the
/// columns they read with `require` when they take the table, so a layout that lost one fails
/// there, naming table and column; statistic columns vary with the data and are read `ifPresent`.
struct RecordTable: Sendable {
    /// The source table's name (`player_match_stats`).
    let name: String
    let columns: [Column]
    /// Rows in the source table's order.
    let records: [Record]

    /// Reads `table`; its records may be read by any of its columns.
    init(_ table: Table) {
        self.init(table, readable: nil)
    }

    /// Reads `table`, which must have every column in `columns`, and whose records may then be
    /// read by those columns only: the builders' way of taking a table, so one list is both what
    /// is checked and what can be read, and a missing column stops the run at once, named,
    /// instead of reading as null (`fatalError`: an optimised build keeps its message).
    init(_ table: Table, reading columns: [ColumnName]) {
        self.init(table, readable: Set(columns.map(\.rawValue)))
        do {
            try require(columns)
        } catch {
            fatalError(error.description)
        }
    }

    private init(_ table: Table, readable: Set<String>?) {
        let positions = Dictionary(table.columns.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let layout = RecordLayout(table: table.name, positions: positions, reading: readable)
        self.init(name: table.name, columns: table.columns, records: table.rows.map { Record(cells: $0, layout: layout) })
    }

    /// Checks the table has every column in `columns`; the error names the table and the missing ones.
    func require(_ columns: [ColumnName]) throws(TransformError) {
        let present = Set(self.columns.map(\.name))
        let missing = columns.map(\.rawValue).filter { !present.contains($0) }
        guard missing.isEmpty else { throw .missingColumns(table: name, columns: missing) }
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

    /// The columns, leaving out those in `excluded`.
    func columns(excluding excluded: [ColumnName]) -> [Column] {
        let names = Set(excluded.map(\.rawValue))
        return columns.filter { !names.contains($0.name) }
    }

    /// The columns from `first` to the last; all of them when the table has no such column.
    func columns(from first: ColumnName) -> [Column] {
        guard let start = columns.firstIndex(where: { $0.name == first.rawValue }) else { return columns }
        return Array(columns[start...])
    }

    /// Whether the table has `column` and every record holds the same value in it.
    func holdsOneValue(in column: ColumnName) -> Bool {
        guard let position = columns.firstIndex(where: { $0.name == column.rawValue }), let first = records.first else { return false }
        return records.allSatisfy { $0.cells[position] == first.cells[position] }
    }

    /// The table as a sheet block, headed by its column labels, without the columns in `excluded`
    /// (those constant in the workbook).
    func block(id: String, excluding excluded: [ColumnName] = []) -> TableBlock {
        let names = Set(excluded.map(\.rawValue))
        let kept = columns.indices.filter { !names.contains(columns[$0].name) }
        let shown = kept.map { columns[$0] }
        let rows = records.map { record in
            LocalKickoff.shown(kept.count == columns.count ? record.cells : kept.map { record.cells[$0] }, columns: shown)
        }
        return TableBlock(id: id, columns: shown.map(TableBlock.Column.init), rows: rows)
    }

    /// `records` under `columns` as a sheet block; a local kick-off becomes a date cell.
    static func block(id: String, columns: [Column], records: [Record]) -> TableBlock {
        TableBlock(
            id: id, columns: columns.map(TableBlock.Column.init),
            rows: records.map { LocalKickoff.shown($0.cells(for: columns), columns: columns) })
    }

    /// Records grouped by an integer column, each group in table order; records without a value are left out.
    func grouped(by column: ColumnName) -> [Int: [Record]] {
        var groups: [Int: [Record]] = [:]
        for record in records {
            if let key = record.int(column) { groups[key, default: []].append(record) }
        }
        return groups
    }
}
