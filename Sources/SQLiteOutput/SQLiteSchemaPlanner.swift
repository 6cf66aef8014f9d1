import LibSQLite
import Tabular

/// Decides from the tables and facts about their rows how each is declared in the database.
/// Never refuses a table: a key the rows break becomes a plain index, a foreign key the rows
/// break is left out, and each such fallback is said in a note.
package struct SQLiteSchemaPlanner {
    /// One schema per table, in the order given.
    private(set) var schemas: [SQLiteTableSchema] = []
    /// What was declared differently from the tables' own declarations, and why.
    private(set) var notes: [String] = []

    /// Plans whole tables, reading their rows in memory.
    init(_ tables: [Table]) {
        self.init(tables, facts: SQLiteWholeTableFacts(tables: tables))
    }

    /// Plans `tables` (declarations; their rows, if any, are not read) from `facts`, which
    /// answers for them by position.
    init<Facts: SQLiteRowFacts>(_ tables: [Table], facts: Facts) throws(Facts.Failure) {
        var primaryKeys: [String: [String]] = [:]
        var keyIndexes: [String: [String]] = [:]
        for (index, table) in tables.enumerated() where !table.key.isEmpty {
            if let fault = try facts.keyFault(ofTableAt: index) {
                keyIndexes[table.name] = table.key
                notes.append(
                    "\(table.name): \(Self.text(fault)), so its key (\(table.key.joined(separator: ", "))) is a plain index "
                        + "\(SQLiteTableSchema.keyIndexName(table.name)) instead of a PRIMARY KEY")
            } else {
                primaryKeys[table.name] = table.key
            }
        }
        var positions: [String: Int] = [:]
        for (index, table) in tables.enumerated() where positions[table.name] == nil { positions[table.name] = index }
        var names = Set(tables.map(\.name) + SQLiteDatabaseWriter.reservedTableNames)
        for (index, table) in tables.enumerated() {
            let primaryKey = primaryKeys[table.name] ?? []
            let keyIndex = keyIndexes[table.name] ?? []
            var foreignKeys: [ForeignKey] = []
            for key in table.foreignKeys {
                guard let parentIndex = positions[key.table] else { continue }
                let parent = tables[parentIndex]
                if let reason = try Self.reasonToOmit(
                    key, ofTableAt: index, parent: parent, at: parentIndex, parentKey: primaryKeys[parent.name] ?? [], facts: facts
                ) {
                    notes.append("\(table.name): no FOREIGN KEY (\(key.columns.joined(separator: ", "))) → \(key.table): \(reason)")
                } else {
                    foreignKeys.append(key)
                }
            }
            let leading = [primaryKey.first, keyIndex.first].compactMap { $0 }
            if !keyIndex.isEmpty { names.insert(SQLiteTableSchema.keyIndexName(table.name)) }
            let idIndexes = table.columns.map(\.name).filter { $0.hasSuffix("_id") && !leading.contains($0) }.filter { column in
                // Index names share one namespace with tables: `a_b`.`c_id` and `a`.`b_c_id` would clash.
                let name = SQLiteTableSchema.indexName(table.name, column)
                guard names.insert(name).inserted else {
                    notes.append("\(table.name): no index on \(column), because the name \(name) is already taken")
                    return false
                }
                return true
            }
            schemas.append(
                SQLiteTableSchema(
                    table: table, rowCount: facts.rowCount(ofTableAt: index), primaryKey: primaryKey, keyIndex: keyIndex,
                    foreignKeys: foreignKeys, idIndexes: idIndexes
                ))
        }
    }

    /// Why a foreign key to a table in the database is left out, or nil to declare it.
    private static func reasonToOmit<Facts: SQLiteRowFacts>(
        _ key: ForeignKey, ofTableAt index: Int, parent: Table, at parentIndex: Int, parentKey: [String], facts: Facts
    ) throws(Facts.Failure) -> String? {
        guard parentKey == key.referencedColumns else {
            return "\(parent.name) has no PRIMARY KEY on (\(key.referencedColumns.joined(separator: ", ")))"
        }
        guard let missing = try facts.missingReferences(key, ofTableAt: index, toTableAt: parentIndex) else { return nil }
        let rows = missing.count == 1 ? "1 row refers" : "\(missing.count) rows refer"
        return "\(rows) to keys \(parent.name) does not hold (first: \(keyText(missing.first)))"
    }

    private static func text(_ fault: SQLiteKeyFault) -> String {
        switch fault {
        case .emptyField(let row): "row \(row) has an empty key field"
        case .repeated(let key): "rows repeat the key \(keyText(key))"
        }
    }

    private static func keyText(_ values: [SQLiteValue]) -> String {
        values.map(\.displayText).joined(separator: "/")
    }
}
