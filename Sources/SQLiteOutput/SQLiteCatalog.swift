import LibSQLite
import Tabular

/// The database's description of itself: `_tables` (one row per table: name, rows, key) and
/// `_columns` (one row per column: its table, name, position, type, unit and description).
enum SQLiteCatalog {
    static let createSQL = """
        CREATE TABLE "_tables" (
          "table_name" TEXT PRIMARY KEY,
          "row_count" INTEGER NOT NULL,
          "key" TEXT NOT NULL,
          "primary_key" INTEGER NOT NULL
        );
        CREATE TABLE "_columns" (
          "table_name" TEXT NOT NULL REFERENCES "_tables" ("table_name"),
          "column_name" TEXT NOT NULL,
          "position" INTEGER NOT NULL,
          "type" TEXT NOT NULL,
          "unit" TEXT,
          "description" TEXT NOT NULL,
          PRIMARY KEY ("table_name", "column_name")
        )
        """

    /// Creates and fills both tables. `type` is the column's own type (`timestamp`, `boolean`),
    /// which says more than the declared SQL type; `primary_key` is 1 when the key is declared
    /// as the table's PRIMARY KEY, 0 when the rows repeat it.
    static func write(_ schemas: [SQLiteTableSchema], into database: SQLiteConnection) throws(SQLiteError) {
        try database.execute(createSQL)
        let table = try database.prepare(#"INSERT INTO "_tables" VALUES (?, ?, ?, ?)"#)
        let column = try database.prepare(#"INSERT INTO "_columns" VALUES (?, ?, ?, ?, ?, ?)"#)
        for schema in schemas {
            try table.bind(schema.table.name, at: 1)
            try table.bind(Int64(schema.rowCount), at: 2)
            try table.bind(schema.keyText, at: 3)
            try table.bind(Int64(schema.primaryKey.isEmpty ? 0 : 1), at: 4)
            try table.step()
            try table.reset()
            for (position, described) in schema.table.columns.enumerated() {
                try column.bind(schema.table.name, at: 1)
                try column.bind(described.name, at: 2)
                try column.bind(Int64(position + 1), at: 3)
                try column.bind(described.type.rawValue, at: 4)
                try column.bind(described.unit.map(SQLiteValue.text) ?? .null, at: 5)
                try column.bind(described.description, at: 6)
                try column.step()
                try column.reset()
            }
        }
    }
}
