import CSQLite

/// Why a SQLite call failed: what was attempted, the SQL or file it concerned, SQLite's result
/// code and its message (`sqlite3_errmsg`).
package enum SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database file could not be opened.
    case open(path: String, code: Int32, message: String)
    /// A statement could not be prepared, bound, run or read.
    case statement(operation: String, sql: String, code: Int32, message: String)

    /// SQLite's primary or extended result code.
    package var code: Int32 {
        switch self {
        case .open(_, let code, _), .statement(_, _, let code, _): code
        }
    }

    /// Whether the disk (or a quota) was full or the OS failed a read or write (`SQLITE_FULL`,
    /// `SQLITE_IOERR` and its extended codes): an I/O failure, not a file that cannot be created.
    package var isIOFailure: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_FULL || primary == SQLITE_IOERR
    }

    /// SQLite's own words for what went wrong.
    package var message: String {
        switch self {
        case .open(_, _, let message), .statement(_, _, _, let message): message
        }
    }

    package var description: String {
        switch self {
        case .open(let path, let code, let message):
            "cannot open SQLite database \(path): \(message) (SQLite code \(code))"
        case .statement(let operation, let sql, let code, let message):
            "SQLite \(operation) failed: \(message) (SQLite code \(code)) in: \(Self.abbreviated(sql))"
        }
    }

    /// Long statements (a CREATE TABLE of forty columns) are cut so the message stays readable.
    private static func abbreviated(_ sql: String) -> String {
        sql.count <= 300 ? sql : String(sql.prefix(300)) + "…"
    }
}
