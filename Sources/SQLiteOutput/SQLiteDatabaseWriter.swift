import FileIO
package import LibSQLite
package import Staging
package import Tabular

/// Writes every table of a run into one SQLite database file: typed columns, primary keys,
/// indexes on id columns, foreign keys, and `_tables` / `_columns` describing both.
///
/// The tables go through `SQLiteDatabaseBuilder` (each whole, as one chunk), whose scratch
/// files sit beside the target. Nothing reads a clock: the same tables give the same bytes.
package struct SQLiteDatabaseWriter: Sendable {
    /// Names the writer keeps for its own tables.
    package static let reservedTableNames = ["_tables", "_columns"]

    package init() {}

    /// Writes `tables` to `path`, which must be missing or an empty file (a staged temp file).
    /// Returns what was written and any fallback taken (a repeated key, an omitted foreign key).
    package func write(_ tables: [Table], to path: String) throws(SQLiteError) -> SQLiteDatabaseSummary {
        let builder = try SQLiteDatabaseBuilder(scratchDirectory: FilePath.directory(of: path))
        for table in tables { try builder.begin(table) }
        return try builder.finish(to: path)
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
