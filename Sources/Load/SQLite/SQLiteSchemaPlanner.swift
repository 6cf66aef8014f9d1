import Tabular

/// Decides from the tables and their rows how each is declared in the database. Never fails:
/// a key the rows repeat becomes a plain index, a foreign key the rows break is left out, and
/// each such fallback is said in a note.
struct SQLiteSchemaPlanner {
    /// One schema per table, in the order given.
    private(set) var schemas: [SQLiteTableSchema] = []
    /// What was declared differently from the tables' own declarations, and why.
    private(set) var notes: [String] = []

    init(_ tables: [Table]) {
        var primaryKeys: [String: [String]] = [:]
        var keyIndexes: [String: [String]] = [:]
        for table in tables where !table.key.isEmpty {
            if let repeated = Self.firstUnusableKey(of: table) {
                keyIndexes[table.name] = table.key
                notes.append(
                    "\(table.name): \(repeated), so its key (\(table.key.joined(separator: ", "))) is a plain index "
                        + "\(SQLiteTableSchema.keyIndexName(table.name)) instead of a PRIMARY KEY")
            } else {
                primaryKeys[table.name] = table.key
            }
        }
        let byName = Dictionary(tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var names = Set(tables.map(\.name) + SQLiteDatabaseWriter.reservedTableNames)
        for table in tables {
            let primaryKey = primaryKeys[table.name] ?? []
            let keyIndex = keyIndexes[table.name] ?? []
            var foreignKeys: [ForeignKey] = []
            for key in table.foreignKeys {
                guard let parent = byName[key.table] else { continue }
                if let reason = Self.reasonToOmit(key, of: table, parent: parent, parentKey: primaryKeys[parent.name] ?? []) {
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
            schemas.append(SQLiteTableSchema(
                table: table, primaryKey: primaryKey, keyIndex: keyIndex, foreignKeys: foreignKeys, idIndexes: idIndexes
            ))
        }
    }

    /// Why the key cannot be a primary key (a row with an empty key field, or two rows with the
    /// same key), or nil when every row has its own complete key.
    private static func firstUnusableKey(of table: Table) -> String? {
        let positions = table.key.compactMap(table.columnIndex)
        var seen: Set<[CellValue]> = []
        seen.reserveCapacity(table.rows.count)
        for (number, row) in table.rows.enumerated() {
            let key = positions.map { row[$0] }
            if key.contains(.null) { return "row \(number + 1) has an empty key field" }
            if !seen.insert(key).inserted { return "rows repeat the key \(keyText(key))" }
        }
        return nil
    }

    /// Why a foreign key to a table in the database is left out, or nil to declare it.
    private static func reasonToOmit(_ key: ForeignKey, of table: Table, parent: Table, parentKey: [String]) -> String? {
        guard parentKey == key.referencedColumns else {
            return "\(parent.name) has no PRIMARY KEY on (\(key.referencedColumns.joined(separator: ", ")))"
        }
        let parentPositions = key.referencedColumns.compactMap(parent.columnIndex)
        let present = Set(parent.rows.map { row in parentPositions.map { row[$0] } })
        let positions = key.columns.compactMap(table.columnIndex)
        var missing = 0
        var first: [CellValue]?
        for row in table.rows {
            let reference = positions.map { row[$0] }
            guard !reference.contains(.null), !present.contains(reference) else { continue }
            missing += 1
            if first == nil { first = reference }
        }
        guard let first else { return nil }
        let rows = missing == 1 ? "1 row refers" : "\(missing) rows refer"
        return "\(rows) to keys \(parent.name) does not hold (first: \(keyText(first)))"
    }

    private static func keyText(_ values: [CellValue]) -> String {
        values.map { SQLiteCell.value($0).displayText }.joined(separator: "/")
    }
}
