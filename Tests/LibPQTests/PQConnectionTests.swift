import LibPQ
import TestSupport
import Testing

/// The wrapper against a real server (`PostgresServer`), which is the reader: what it accepts,
/// refuses and sends back.
@Suite(.serialized) struct PQConnectionTests {
    @Test func copiesRowsAndClassifiesErrors() throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let connection = try PQConnection(server.url(database: "postgres"))
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
        do {
            _ = try PQConnection(server.url(database: "postgres", password: "not-the-password"))
            Issue.record("a wrong password connected")
        } catch {
            #expect(error.kind == .authentication)
            #expect(error.server == "127.0.0.1:\(server.port)/postgres")
        }
        try server.stop()
        do {
            _ = try PQConnection(server.url(database: "postgres"))
            Issue.record("a stopped server connected")
        } catch {
            #expect(error.kind == .unreachable)
        }
    }

    @Test func redactsPasswordsInEveryForm() {
        #expect(ConnectionText.redacted("postgresql://etl:s3cret@db:5432/football?sslmode=require")
            == "postgresql://etl:<redacted>@db:5432/football?sslmode=require")
        #expect(ConnectionText.redacted("postgres://etl@db/football?password=s3cret&sslmode=disable")
            == "postgres://etl@db/football?password=<redacted>&sslmode=disable")
        #expect(ConnectionText.redacted("host=/run/pg dbname=football password='s3 cret' user=etl")
            == "host=/run/pg dbname=football password=<redacted> user=etl")
        #expect(ConnectionText.redacted("host=db password=s3cret") == "host=db password=<redacted>")
    }
}
