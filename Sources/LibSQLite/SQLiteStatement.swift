import CSQLite

/// A prepared statement: bind parameters (numbered from 1), step through its rows, read
/// columns (numbered from 0), reset to run it again. Finalized in `deinit`.
package final class SQLiteStatement {
    /// The statement's SQL, carried by every error it throws.
    package let sql: String
    private let connection: SQLiteConnection
    private let handle: OpaquePointer

    init(connection: SQLiteConnection, handle: OpaquePointer, sql: String) {
        self.connection = connection
        self.handle = handle
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds a 64-bit integer to parameter `index` (from 1).
    package func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
        try connection.check(sqlite3_bind_int64(handle, index, value), "bind of parameter \(index)", sql: sql)
    }

    /// Binds a double to parameter `index` (from 1).
    package func bind(_ value: Double, at index: Int32) throws(SQLiteError) {
        try connection.check(sqlite3_bind_double(handle, index, value), "bind of parameter \(index)", sql: sql)
    }

    /// Binds UTF-8 text to parameter `index` (from 1); SQLite copies it.
    package func bind(_ value: String, at index: Int32) throws(SQLiteError) {
        var text = value
        let code = text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                // An empty buffer may have no address, and a null pointer would bind NULL.
                guard let address = chars.baseAddress else { return fe_sqlite3_bind_text_copy(handle, index, "", 0) }
                return fe_sqlite3_bind_text_copy(handle, index, address, Int32(chars.count))
            }
        }
        try connection.check(code, "bind of parameter \(index)", sql: sql)
    }

    /// Binds NULL to parameter `index` (from 1).
    package func bindNull(at index: Int32) throws(SQLiteError) {
        try connection.check(sqlite3_bind_null(handle, index), "bind of parameter \(index)", sql: sql)
    }

    /// Binds any storage-class value to parameter `index` (from 1).
    package func bind(_ value: SQLiteValue, at index: Int32) throws(SQLiteError) {
        switch value {
        case .null: try bindNull(at: index)
        case .integer(let number): try bind(number, at: index)
        case .real(let number): try bind(number, at: index)
        case .text(let text): try bind(text, at: index)
        case .blob(let bytes):
            let code = bytes.withUnsafeBytes { raw in
                fe_sqlite3_bind_blob_copy(handle, index, raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(raw.count))
            }
            try connection.check(code, "bind of parameter \(index)", sql: sql)
        }
    }

    /// Runs the statement to its next row: true when a row is ready to read, false when done.
    @discardableResult
    package func step() throws(SQLiteError) -> Bool {
        try connection.check(sqlite3_step(handle), "step", sql: sql, accepted: [SQLITE_ROW, SQLITE_DONE]) == SQLITE_ROW
    }

    /// Makes the statement ready to run again and clears its bindings.
    package func reset() throws(SQLiteError) {
        try connection.check(sqlite3_reset(handle), "reset", sql: sql)
        try connection.check(sqlite3_clear_bindings(handle), "clear bindings", sql: sql)
    }

    /// How many columns each row has.
    package var columnCount: Int32 { sqlite3_column_count(handle) }

    /// The name of result column `index` (from 0).
    package func columnName(_ index: Int32) -> String {
        sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
    }

    /// The value of column `index` (from 0) of the current row, in its storage class.
    package func value(_ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT: .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT: .text(text(index))
        case SQLITE_BLOB: .blob(blob(index))
        default: .null
        }
    }

    private func text(_ index: Int32) -> String {
        guard let start = sqlite3_column_text(handle, index) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, index))), as: UTF8.self)
    }

    private func blob(_ index: Int32) -> [UInt8] {
        guard let start = sqlite3_column_blob(handle, index) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, index))))
    }
}
