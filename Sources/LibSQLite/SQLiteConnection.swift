import CSQLite

/// An open SQLite database. Owns the `sqlite3` handle and closes it in `deinit`; statements
/// keep their connection alive, so it closes only after every statement is finalized.
package final class SQLiteConnection {
    /// How the file is opened.
    package enum Mode: Sendable {
        /// Reading only; a missing file is an error.
        case readOnly
        /// Reading and writing, creating the file when it is missing.
        case readWriteCreate
    }

    /// Where the database lives: a file path, or `:memory:`.
    package let path: String
    let handle: OpaquePointer

    /// Opens the database at `path` (`SQLiteConnection.inMemory` for a private in-memory one).
    package init(path: String, mode: Mode = .readWriteCreate) throws(SQLiteError) {
        let flags =
            switch mode {
            case .readOnly: SQLITE_OPEN_READONLY
            case .readWriteCreate: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            }
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            // Even a failed open usually hands back a handle holding the message; it must be closed.
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(handle)
            throw .open(path: path, code: code, message: message)
        }
        sqlite3_extended_result_codes(handle, 1)
        self.path = path
        self.handle = handle
    }

    /// The path that opens a private in-memory database.
    package static let inMemory = ":memory:"

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows (`CREATE …; INSERT …`).
    package func execute(_ sql: String) throws(SQLiteError) {
        try check(sqlite3_exec(handle, sql, nil, nil, nil), "execute", sql: sql)
    }

    /// Compiles one statement for repeated use.
    package func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(handle, sql, -1, &statement, nil), "prepare", sql: sql)
        guard let statement else {
            throw .statement(operation: "prepare", sql: sql, code: SQLITE_MISUSE, message: "the text holds no statement")
        }
        return SQLiteStatement(connection: self, handle: statement, sql: sql)
    }

    /// Every row of a query, each value in its storage class.
    package func rows(_ sql: String) throws(SQLiteError) -> [[SQLiteValue]] {
        let statement = try prepare(sql)
        var rows: [[SQLiteValue]] = []
        while try statement.step() {
            rows.append((0..<statement.columnCount).map(statement.value))
        }
        return rows
    }

    /// How many prepared statements on this connection are not yet finalized.
    package var openStatementCount: Int {
        var count = 0
        var statement = sqlite3_next_stmt(handle, nil)
        while let current = statement {
            count += 1
            statement = sqlite3_next_stmt(handle, current)
        }
        return count
    }

    /// The one place result codes become errors: returns `code` when it is one of `accepted`,
    /// else throws with the SQL, the code and SQLite's message.
    @discardableResult
    func check(
        _ code: Int32, _ operation: @autoclosure () -> String, sql: String, accepted: [Int32] = [SQLITE_OK]
    ) throws(SQLiteError) -> Int32 {
        // `operation` is built only on failure: binds run once per cell.
        guard accepted.contains(code) else {
            throw .statement(operation: operation(), sql: sql, code: code, message: String(cString: sqlite3_errmsg(handle)))
        }
        return code
    }
}
