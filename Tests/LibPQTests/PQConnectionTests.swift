import Foundation
import LibPQ
import TestSupport
import Testing

/// The wrapper against a real server (`PostgresServer`), which is the reader: what it accepts,
/// refuses and sends back.
@Suite(.serialized) struct PQConnectionTests {
    @Test func copiesRowsAndClassifiesErrors() throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let connection = try PQConnection(PQConnectionString(server.url(database: "postgres")))
        try connection.execute("CREATE TEMP TABLE t (a BIGINT, b TEXT)")
        try connection.copy("COPY t FROM STDIN") { (send: ([UInt8]) throws(PQError) -> Void) throws(PQError) in
            try send(Array("1\tone\\ttab\n2\t\\N\n".utf8))
        }
        let rows = try connection.execute("SELECT a, b FROM t WHERE a > $1 OR b IS NULL ORDER BY a", ["0"])
        #expect(rows.rows == [["1", "one\ttab"], ["2", nil]])
        #expect(try connection.execute("UPDATE t SET b = 'x'").affected == 2)
        #expect(throws: PQError.self) { try connection.execute("SELECT * FROM missing_table") }
        do {
            try connection.execute("SELECT * FROM missing_table")
        } catch {
            #expect(error.sqlState == "42P01" && !error.connectionLost && error.kind == .statement)
        }
        let wrongPassword = try PQConnectionString(server.url(database: "postgres", password: "not-the-password"))
        do {
            _ = try PQConnection(wrongPassword)
            Issue.record("a wrong password connected")
        } catch {
            #expect(error.kind == .authentication)
            #expect(error.server == "127.0.0.1:\(server.port)/postgres")
        }
        let missingDatabase = try PQConnectionString(server.url(database: "no_such_db"))
        do {
            _ = try PQConnection(missingDatabase)
            Issue.record("a missing database connected")
        } catch {
            #expect(error.kind == .noDatabase("no_such_db"), "\(error)")
        }
        try server.stop()
        let stopped = try PQConnectionString(server.url(database: "postgres"))
        do {
            _ = try PQConnection(stopped)
            Issue.record("a stopped server connected")
        } catch {
            #expect(error.kind == .unreachable)
        }
    }

    /// The server's notices reach the function the connection was given, the one sent at login
    /// (a collation version recorded where the C locale has none) as well as one a DDL trigger
    /// raises; libpq's default printer (stderr) sees none of them.
    @Test func noticesFromLoginOnReachTheReceiver() throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("notices")
        try server.sendWarnings(from: database)
        let received = NoticeList()
        let connection = try PQConnection(PQConnectionString(server.url(database: database))) { received.append($0) }
        try connection.execute("CREATE TABLE audited (a INT)")
        let notices = received.all
        #expect(notices.count == 2, "\(notices)")
        #expect(notices.first?.severity == "WARNING" && notices.first?.message.contains("collation version") == true, "\(notices)")
        #expect(notices.last == PQNotice(severity: "WARNING", message: "audit: CREATE TABLE by a loader"), "\(notices)")
    }
}

extension PQConnectionTests {
    /// A server that takes the connection and never answers: `connect_timeout` ends the wait
    /// (the connection is polled, so libpq's own timer does not run), naming host and port.
    @Test func connectTimeoutEndsTheWaitForASilentServer() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        try #require(listening)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let silent = try PQConnectionString("host=127.0.0.1 port=\(port) connect_timeout=2 dbname=x user=u sslmode=disable")
        let start = Date()
        do {
            _ = try PQConnection(silent)
            Issue.record("a silent server connected")
        } catch {
            #expect(error.kind == .unreachable && error.message == "timeout expired while connecting", "\(error)")
            #expect(error.server == "127.0.0.1:\(port)/x")
        }
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds >= 1.9 && seconds < 30, "waited \(seconds) s")
    }
}

/// Notices as a receiver collects them (one connection, one thread).
final class NoticeList: @unchecked Sendable {
    private(set) var all: [PQNotice] = []

    func append(_ notice: PQNotice) {
        all.append(notice)
    }
}
