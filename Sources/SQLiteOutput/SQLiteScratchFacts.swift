import LibSQLite
import Tabular

/// Row facts found by SQL over the builder's scratch tables, comparing identity columns
/// (`SQLiteKeyIdentity`), so no table is ever read whole into memory. Each query walks a table
/// once, looking keys up in the scratch key indexes.
struct SQLiteScratchFacts: SQLiteRowFacts {
    let database: SQLiteConnection
    let tables: [SQLiteScratchTable]

    func rowCount(ofTableAt index: Int) -> Int { tables[index].rowCount }

    func keyFault(ofTableAt index: Int) throws(SQLiteError) -> SQLiteKeyFault? {
        let table = tables[index]
        let key = table.header.key.compactMap(table.header.columnIndex)
        let identities = key.map(SQLiteScratchTable.identityColumn)
        let anyEmpty = identities.map { "\($0) IS NULL" }.joined(separator: " OR ")
        let firstEmpty = try integer("SELECT min(rowid) FROM \(table.qualifiedName) WHERE \(anyEmpty.isEmpty ? "0" : anyEmpty)")
        // A row before the first empty one (so every row compared is complete) that repeats an
        // earlier row's key.
        let same = identities.map { "b.\($0) = a.\($0)" }
        let repeated = try integer(
            """
            SELECT a.rowid FROM \(table.qualifiedName) AS a
            WHERE a.rowid < \(firstEmpty ?? Int64.max)
              AND EXISTS (SELECT 1 FROM \(table.qualifiedName) AS b WHERE \((same + ["b.rowid < a.rowid"]).joined(separator: " AND ")))
            ORDER BY a.rowid LIMIT 1
            """)
        if let repeated { return .repeated(try cells(key, of: table, row: repeated)) }
        return firstEmpty.map { .emptyField(row: Int($0)) }
    }

    func missingReferences(
        _ key: ForeignKey, ofTableAt index: Int, toTableAt parentIndex: Int
    ) throws(SQLiteError) -> SQLiteMissingReferences? {
        let (table, parent) = (tables[index], tables[parentIndex])
        let columns = key.columns.compactMap(table.header.columnIndex)
        let parentColumns = key.referencedColumns.compactMap(parent.header.columnIndex)
        let complete = columns.map { "c.\(SQLiteScratchTable.identityColumn($0)) IS NOT NULL" }
        let same = zip(parentColumns, columns).map { parentColumn, column in
            "p.\(SQLiteScratchTable.identityColumn(parentColumn)) = c.\(SQLiteScratchTable.identityColumn(column))"
        }
        let found = columns.count == parentColumns.count ? (same.isEmpty ? "1" : same.joined(separator: " AND ")) : "0"
        let rows = try database.rows(
            """
            SELECT count(*), min(c.rowid) FROM \(table.qualifiedName) AS c
            WHERE \((complete + ["NOT EXISTS (SELECT 1 FROM \(parent.qualifiedName) AS p WHERE \(found))"]).joined(separator: " AND "))
            """)
        guard case .integer(let count) = rows.first?.first, count > 0, case .integer(let first) = rows.first?[1] else { return nil }
        return SQLiteMissingReferences(count: Int(count), first: try cells(columns, of: table, row: first))
    }

    /// The one integer a query returns, nil when it returns no row or NULL.
    private func integer(_ sql: String) throws(SQLiteError) -> Int64? {
        guard case .integer(let number) = try database.rows(sql).first?.first else { return nil }
        return number
    }

    /// The stored cells of `columns` in row `row`.
    private func cells(_ columns: [Int], of table: SQLiteScratchTable, row: Int64) throws(SQLiteError) -> [SQLiteValue] {
        let selected = columns.isEmpty ? "NULL" : columns.map(SQLiteScratchTable.cellColumn).joined(separator: ", ")
        let values = try database.rows("SELECT \(selected) FROM \(table.qualifiedName) WHERE rowid = \(row)").first ?? []
        return columns.isEmpty ? [] : values
    }
}
