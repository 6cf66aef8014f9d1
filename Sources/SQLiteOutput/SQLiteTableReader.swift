package import LibSQLite
package import Staging

/// Reads the tables of a database back into rows of field texts, for check mode: every table
/// but SQLite's own and the writer's `_tables` / `_columns`, sorted by name, with its key.
package struct SQLiteTableReader {
    /// One table read back.
    package struct TableReading: Equatable {
        package let name: String
        /// From `_tables` when the writer made the file, else the declared primary key.
        package let key: [String]
        package let records: TextRecords
    }

    /// Every table of the database at `path`, opened read-only.
    package static func read(_ path: String) throws(SQLiteError) -> [TableReading] {
        let database = try SQLiteConnection(path: path, mode: .readOnly)
        let names = try database.rows(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
        ).compactMap(\.first?.displayText).filter { !SQLiteDatabaseWriter.reservedTableNames.contains($0) }
        let declaredKeys = try writerKeys(in: database)
        var tables: [TableReading] = []
        for name in names {
            var key = declaredKeys[name]
            if key == nil { key = try primaryKey(of: name, in: database) }
            tables.append(TableReading(name: name, key: key ?? [], records: try records(of: name, in: database)))
        }
        return tables
    }

    private static func records(of table: String, in database: SQLiteConnection) throws(SQLiteError) -> TextRecords {
        let statement = try database.prepare("SELECT * FROM \(SQLiteText.identifier(table))")
        var records = TextRecords(header: (0..<statement.columnCount).map(statement.columnName), rows: [])
        while try statement.step() {
            records.rows.append((0..<statement.columnCount).map { statement.value($0).fieldText })
        }
        return records
    }

    /// Keys as the writer recorded them in `_tables`, by table; empty when there is no such table.
    private static func writerKeys(in database: SQLiteConnection) throws(SQLiteError) -> [String: [String]] {
        let catalog = try database.rows("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = '_tables'")
        guard !catalog.isEmpty else { return [:] }
        var keys: [String: [String]] = [:]
        for row in try database.rows(#"SELECT "table_name", "key" FROM "_tables""#) where row.count == 2 {
            let key = row[1].displayText
            keys[row[0].displayText] = key.isEmpty ? [] : key.split(separator: ",").map(String.init)
        }
        return keys
    }

    /// The declared primary key columns, in key order.
    private static func primaryKey(of table: String, in database: SQLiteConnection) throws(SQLiteError) -> [String] {
        // table_info: cid, name, type, notnull, dflt_value, pk (1-based position in the key, 0 if none).
        let columns = try database.rows("PRAGMA table_info(\(SQLiteText.identifier(table)))")
        return columns.compactMap { row -> (Int64, String)? in
            guard row.count == 6, case .integer(let position) = row[5], position > 0 else { return nil }
            return (position, row[1].displayText)
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
