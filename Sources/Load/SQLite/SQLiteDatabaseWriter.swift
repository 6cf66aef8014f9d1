package import LibSQLite
package import Tabular

/// Writes every table of a run into one SQLite database file: typed columns, primary keys,
/// indexes on id columns, foreign keys, and `_tables` / `_columns` describing both.
///
/// The database is built in memory (rows in each table's order, one transaction, prepared
/// inserts) and then copied with `VACUUM INTO`, so the file is compact and holds no trace of
/// how it was built. Nothing reads a clock: the same tables give the same bytes.
package struct SQLiteDatabaseWriter: Sendable {
    /// Names the writer keeps for its own tables.
    package static let reservedTableNames = ["_tables", "_columns"]

    package init() {}

    /// Writes `tables` to `path`, which must be missing or an empty file (a staged temp file).
    /// Returns what was written and any fallback taken (a repeated key, an omitted foreign key).
    package func write(_ tables: [Table], to path: String) throws(SQLiteError) -> SQLiteDatabaseSummary {
        let planner = SQLiteSchemaPlanner(tables)
        let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
        try database.execute("PRAGMA page_size = 4096; BEGIN")
        for schema in planner.schemas {
            try database.execute(schema.createTableSQL)
            try insertRows(of: schema.table, sql: schema.insertSQL, into: database)
            for statement in schema.createIndexSQL { try database.execute(statement) }
        }
        try SQLiteCatalog.write(planner.schemas, into: database)
        try database.execute("COMMIT")
        try database.execute("VACUUM INTO \(SQLiteText.literal(path))")
        return SQLiteDatabaseSummary(
            tables: tables.map { TableShape($0) }, notes: planner.notes
        )
    }

    private func insertRows(of table: Table, sql: String, into database: SQLiteConnection) throws(SQLiteError) {
        let insert = try database.prepare(sql)
        for row in table.rows {
            for (index, cell) in row.enumerated() {
                try insert.bind(SQLiteCell.value(cell), at: Int32(index + 1))
            }
            try insert.step()
            try insert.reset()
        }
    }
}

/// What a database holds and how it departs from the tables' declarations.
package struct SQLiteDatabaseSummary: Sendable, Equatable {
    /// The tables written, in order, with their row counts.
    package let tables: [TableShape]
    /// One sentence per fallback: a key the rows repeat, a foreign key left out.
    package let notes: [String]

    /// Rows over all tables.
    package var rowCount: Int { tables.reduce(0) { $0 + $1.rowCount } }
}
