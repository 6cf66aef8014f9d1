import FileIO
package import LibSQLite
package import Staging
package import Tabular

/// Builds the run's SQLite database from tables given one after another, each in chunks of
/// rows, holding no table in memory: rows go to a scratch database on disk, the checks that
/// decide each table's declaration (`SQLiteSchemaPlanner`) run as SQL there, and `finish`
/// builds the database and copies it with `VACUUM INTO`. The bytes equal those of the whole
/// tables written at once: same declarations, same rows in the same order, same statements.
///
/// Two files live in the builder's own `ScratchFolder` until `finish` (or `deinit`, after a
/// failure) removes it: the database being built (the connection's `main`) and the scratch rows
/// (`scratch`). Neither has a journal, and SQLite's own temp files (sorts, indexes) are unlinked
/// as soon as SQLite opens them, so a killed run leaves only the folder, which the next run removes.
package final class SQLiteDatabaseBuilder {
    private var database: SQLiteConnection?
    /// Holds both files; nil once they are removed.
    private var folder: ScratchFolder?
    private let databasePath: String
    private let scratchPath: String
    /// The folder the scratch files are in.
    package let scratchDirectory: String
    /// Whether `finish` failed while building in the scratch files (a full temp folder), not
    /// while writing its target.
    package private(set) var failedInScratch = false
    private var tables: [SQLiteScratchTable] = []
    /// The prepared insert into the scratch table of the table begun last.
    private var insert: SQLiteStatement?
    /// The declarations, once planned.
    private var planned: SQLiteSchemaPlanner?

    /// Page cache of each of the two files, in KiB: what the builder holds however many rows.
    static let cacheKiB = 8_192

    /// Opens the scratch files in a new `ScratchFolder` inside `scratchDirectory` (the system
    /// temp folder when nil), a folder that must exist. A folder on disk keeps memory flat: a
    /// `/tmp` in memory (tmpfs) would hold the rows there.
    package init(scratchDirectory: String? = nil) throws(SQLiteError) {
        let parent = scratchDirectory ?? FileSystem.temporaryDirectory
        self.scratchDirectory = parent
        let folder: ScratchFolder
        do {
            folder = try ScratchFolder(in: parent)
        } catch {
            // SQLITE_CANTOPEN (14): the files cannot be opened, as their folder cannot be made.
            throw .open(path: error.path, code: 14, message: error.reason)
        }
        self.folder = folder
        databasePath = folder.file("database.sqlite")
        scratchPath = folder.file("rows.sqlite")
        do {
            let database = try SQLiteConnection(path: databasePath)
            self.database = database
            // Neither file outlives the builder, so neither needs a journal or a sync.
            try database.execute(
                """
                PRAGMA page_size = 4096; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -\(Self.cacheKiB);
                ATTACH \(SQLiteText.literal(scratchPath)) AS "scratch";
                PRAGMA "scratch".journal_mode = OFF; PRAGMA "scratch".cache_size = -\(Self.cacheKiB);
                BEGIN
                """)
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Declares the next table (name, columns, key, foreign keys), in the database's table
    /// order; rows the value already holds are its first chunk.
    package func begin(_ table: Table) throws(SQLiteError) {
        let database = openDatabase()
        insert = nil
        let scratch = SQLiteScratchTable(table, position: tables.count + 1)
        try database.execute(scratch.createSQL)
        insert = try database.prepare(scratch.insertSQL)
        tables.append(scratch)
        try append(table.rows)
    }

    /// Appends rows, in order, to the table begun last; each row has one cell per column.
    package func append(_ rows: [[CellValue]]) throws(SQLiteError) {
        guard let insert, let position = tables.indices.last else { preconditionFailure("append needs a table begun, before finish") }
        let table = tables[position]
        for row in rows {
            precondition(row.count == table.header.columns.count, "table \(table.header.name): row has \(row.count) cells")
            let number = tables[position].rowCount + 1
            try insert.bind(Int64(number), at: 1)
            for (index, cell) in row.enumerated() {
                try insert.bind(SQLiteCell.value(cell), at: Int32(index + 2))
            }
            for (offset, column) in table.comparedColumns.enumerated() {
                let identity = SQLiteKeyIdentity.value(row[column], table: position, row: number)
                try insert.bind(identity, at: Int32(row.count + offset + 2))
            }
            try insert.step()
            try insert.reset()
            tables[position].rowCount = number
        }
    }

    /// Plans the declarations, builds the database and writes it to `path`, which must be
    /// missing or an empty file (a staged temp file). The scratch files are gone afterwards,
    /// whether it succeeded or not. Returns what was written and every fallback taken.
    package func finish(to path: String) throws(SQLiteError) -> SQLiteDatabaseSummary {
        let database = openDatabase()
        defer { close() }
        let planner: SQLiteSchemaPlanner
        do {
            planner = try plan()
            for (schema, scratch) in zip(planner.schemas, tables) {
                try database.execute(schema.createTableSQL)
                try database.execute(scratch.copySQL)
                for statement in schema.createIndexSQL { try database.execute(statement) }
            }
            try SQLiteCatalog.write(planner.schemas, into: database)
            try database.execute("COMMIT")
        } catch {
            failedInScratch = true
            throw error
        }
        try database.execute("VACUUM INTO \(SQLiteText.literal(path))")
        return SQLiteDatabaseSummary(
            tables: tables.map { TableShape(name: $0.header.name, columns: $0.header.columns, key: $0.header.key, rowCount: $0.rowCount) },
            notes: planner.notes
        )
    }

    /// The keys each table is declared with, once every table is begun and filled: what the
    /// rows allow of its primary key and foreign keys (the data package declares the same).
    package func declaredKeys() throws(SQLiteError) -> [String: DeclaredKeys] {
        var keys: [String: DeclaredKeys] = [:]
        for schema in try plan().schemas where keys[schema.table.name] == nil {
            keys[schema.table.name] = DeclaredKeys(primaryKey: schema.primaryKey, foreignKeys: schema.foreignKeys)
        }
        return keys
    }

    /// Each table's declaration from the facts of its rows, planned once (no row may follow).
    private func plan() throws(SQLiteError) -> SQLiteSchemaPlanner {
        if let planned { return planned }
        let database = openDatabase()
        insert = nil
        for statement in tables.compactMap(\.createKeyIndexSQL) { try database.execute(statement) }
        let planner = try SQLiteSchemaPlanner(tables.map(\.header), facts: SQLiteScratchFacts(database: database, tables: tables))
        planned = planner
        return planner
    }

    private func openDatabase() -> SQLiteConnection {
        guard let database else { preconditionFailure("the database builder was used after finish") }
        return database
    }

    /// Closes the connection (after its statements) and removes both files and their folder.
    private func close() {
        insert = nil
        database = nil
        folder = nil
    }
}
