import LibSQLite
import Tabular

/// Why a table's key cannot be its PRIMARY KEY: the first fault in row order.
enum SQLiteKeyFault: Equatable {
    /// This row (1-based, counted over the whole table) has an empty key field.
    case emptyField(row: Int)
    /// A row repeats an earlier row's key, given here as stored.
    case repeated([SQLiteValue])
}

/// Rows whose reference is complete but names a key the referenced table does not hold.
struct SQLiteMissingReferences: Equatable {
    /// How many such rows there are.
    let count: Int
    /// The reference of the first of them in row order, as stored.
    let first: [SQLiteValue]
}

/// What `SQLiteSchemaPlanner` needs to know about the rows of the tables it plans, which it
/// names by position. Cells compare as `CellValue`s do, whoever answers: whole tables in memory
/// (`SQLiteWholeTableFacts`) or the builder's scratch tables (`SQLiteScratchFacts`).
protocol SQLiteRowFacts {
    associatedtype Failure: Error

    /// How many rows the table at `index` has.
    func rowCount(ofTableAt index: Int) -> Int

    /// The first fault of the key of the table at `index`, or nil when every row has its own
    /// complete key.
    func keyFault(ofTableAt index: Int) throws(Failure) -> SQLiteKeyFault?

    /// The rows of the table at `index` whose `key` names no row of the table at `parentIndex`
    /// (which is keyed on `key.referencedColumns`), or nil when there are none.
    func missingReferences(
        _ key: ForeignKey, ofTableAt index: Int, toTableAt parentIndex: Int
    ) throws(Failure) -> SQLiteMissingReferences?
}

/// Row facts read from tables held whole in memory (`datapackage.json` plans this way).
struct SQLiteWholeTableFacts: SQLiteRowFacts {
    let tables: [Table]

    func rowCount(ofTableAt index: Int) -> Int { tables[index].rows.count }

    func keyFault(ofTableAt index: Int) -> SQLiteKeyFault? {
        let table = tables[index]
        let positions = table.key.compactMap(table.columnIndex)
        var seen: Set<[CellValue]> = []
        seen.reserveCapacity(table.rows.count)
        for (number, row) in table.rows.enumerated() {
            let key = positions.map { row[$0] }
            if key.contains(.null) { return .emptyField(row: number + 1) }
            if !seen.insert(key).inserted { return .repeated(key.map(SQLiteCell.value)) }
        }
        return nil
    }

    func missingReferences(_ key: ForeignKey, ofTableAt index: Int, toTableAt parentIndex: Int) -> SQLiteMissingReferences? {
        let (table, parent) = (tables[index], tables[parentIndex])
        let parentPositions = key.referencedColumns.compactMap(parent.columnIndex)
        let present = Set(parent.rows.map { row in parentPositions.map { row[$0] } })
        let positions = key.columns.compactMap(table.columnIndex)
        var count = 0
        var first: [CellValue]?
        for row in table.rows {
            let reference = positions.map { row[$0] }
            guard !reference.contains(.null), !present.contains(reference) else { continue }
            count += 1
            if first == nil { first = reference }
        }
        return first.map { SQLiteMissingReferences(count: count, first: $0.map(SQLiteCell.value)) }
    }
}
