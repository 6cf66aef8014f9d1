import CLibPQ

/// One libpq connection: opened from a checked connection string, statements with text
/// parameters, and `COPY … FROM STDIN`. The server's notices go to the function it is given,
/// never to stderr. Not shared between threads; closed when the value goes away.
package final class PQConnection {
    private let handle: OpaquePointer
    /// Kept as long as the handle: libpq holds a pointer to it.
    private let notices: PQNoticeReceiver

    /// Connects; a refused password or role is `.authentication`, a database the server says
    /// does not exist `.noDatabase`, anything else `.unreachable`. `notice` receives every notice
    /// the server sends, from the first (at startup) on.
    package init(_ connection: PQConnectionString, notice: @escaping (PQNotice) -> Void = { _ in }) throws(PQError) {
        notices = PQNoticeReceiver(notice)
        handle = try PQConnectionStart.open(connection, receiver: notices)
        _ = try? execute("SET client_min_messages = warning")
    }

    deinit {
        PQfinish(handle)
    }

    /// `host:port/database` as libpq resolved them (a socket folder as host), for messages.
    package var server: String { Self.server(handle) }

    static func server(_ handle: OpaquePointer) -> String {
        let text = { (pointer: UnsafeMutablePointer<CChar>?) in pointer.map { String(cString: $0) } ?? "" }
        return "\(text(PQhost(handle))):\(text(PQport(handle)))/\(text(PQdb(handle)))"
    }

    /// The role connected as.
    package var user: String { PQuser(handle).map { String(cString: $0) } ?? "" }

    /// Runs one statement (several only without parameters) and returns its rows, as text.
    @discardableResult
    package func execute(_ sql: String, _ parameters: [String?] = []) throws(PQError) -> PQRows {
        let result: OpaquePointer? = withParameterPointers(parameters) { pointers in
            pointers.isEmpty ? PQexec(handle, sql) : PQexecParams(handle, sql, Int32(pointers.count), nil, pointers, nil, nil, 0)
        }
        defer { PQclear(result) }
        let status = PQresultStatus(result)
        guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else { throw failure(result, sql: sql) }
        return PQRows(result)
    }

    /// Runs `COPY … FROM STDIN` (text format): `send` hands every piece of data to the function
    /// it is given, and the server's verdict on the whole comes when it ends.
    package func copy(_ sql: String, send: ((_ bytes: [UInt8]) throws(PQError) -> Void) throws(PQError) -> Void) throws(PQError) {
        let start = PQexec(handle, sql)
        let status = PQresultStatus(start)
        guard status == PGRES_COPY_IN else {
            defer { PQclear(start) }
            throw failure(start, sql: sql)
        }
        PQclear(start)
        try send { (bytes: [UInt8]) throws(PQError) in
            let sent = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    PQputCopyData(handle, $0, Int32(buffer.count))
                }
            }
            if sent != 1 { throw failure(nil, sql: sql) }
        }
        guard PQputCopyEnd(handle, nil) == 1 else { throw failure(nil, sql: sql) }
        var error: PQError?
        while let result = PQgetResult(handle) {
            if PQresultStatus(result) != PGRES_COMMAND_OK, error == nil { error = failure(result, sql: sql) }
            PQclear(result)
        }
        if let error { throw error }
    }

    /// The error of a failed result (nil: the connection's own message).
    private func failure(_ result: OpaquePointer?, sql: String) -> PQError {
        let field = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "C"))) }
        let primary = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "M"))) }.map { String(cString: $0) } ?? ""
        let message = result.flatMap { PQresultErrorMessage($0) }.map { String(cString: $0) } ?? ""
        let text = message.isEmpty ? String(cString: PQerrorMessage(handle)) : message
        return PQError(
            kind: .statement, sqlState: field.map { String(cString: $0) } ?? "", message: PQError.oneLine(text),
            primary: PQError.oneLine(primary),
            statement: String(sql.prefix { $0 != "\n" }.prefix(200)), connectionLost: PQstatus(handle) != CONNECTION_OK,
            server: server)
    }

    private func withParameterPointers<R>(_ parameters: [String?], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        let storage = parameters.map { $0.map { Array($0.utf8CString) } }
        func pointers(from index: Int, _ collected: [UnsafePointer<CChar>?]) -> R {
            guard index < storage.count else { return body(collected) }
            guard storage[index] != nil else { return pointers(from: index + 1, collected + [nil]) }
            return storage[index]!.withUnsafeBufferPointer { pointers(from: index + 1, collected + [$0.baseAddress]) }
        }
        return pointers(from: 0, [])
    }
}

/// The rows a statement returned, copied out of libpq's result as text (nil for NULL).
package struct PQRows: Sendable, Equatable {
    package let columns: [String]
    package let rows: [[String?]]
    /// The count of rows a command touched (`INSERT 0 5` → 5), 0 when it says none.
    package let affected: Int

    init(_ result: OpaquePointer?) {
        let rowCount = Int(PQntuples(result))
        let columnCount = Int(PQnfields(result))
        columns = (0..<columnCount).map { String(cString: PQfname(result, Int32($0))) }
        rows = (0..<rowCount).map { row in
            (0..<columnCount).map { column in
                PQgetisnull(result, Int32(row), Int32(column)) == 1 ? nil : String(cString: PQgetvalue(result, Int32(row), Int32(column)))
            }
        }
        affected = Int(String(cString: PQcmdTuples(result))) ?? 0
    }
}
