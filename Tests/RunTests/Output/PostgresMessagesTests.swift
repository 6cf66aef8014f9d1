import Foundation
import TestSupport
import Testing

/// What a run says about the database, against a real server (`PostgresServer`): its notices as
/// run-log lines, a missing database, a schema PostgreSQL reserves, a schema the role may not
/// write. Readers: Foundation's JSON parser for the json log, `psql` for the database.
@Suite(.serialized) struct PostgresMessagesTests {
    static func pipeline(in folder: String, schema: String = "football") throws -> String {
        let text = PostgresLoadTests.pipeline(output: folder + "/out", url: "")
        return try TestPipeline.write(text.replacingOccurrences(of: "schema: football", with: "schema: \(schema)"), in: folder)
    }

    /// The json log's records; a line that is no JSON object fails the test.
    static func records(_ outcome: ToolOutcome) -> [[String: Any]] {
        outcome.stderrLines.compactMap { line in
            let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(record != nil, "not a JSON object: \(line)")
            return record
        }
    }

    /// A warning the server sends at login (a collation version recorded where the C locale has
    /// none) and one a DBA's DDL trigger raises both arrive as `postgres_notice` records.
    @Test func serverNoticesArriveAsRunLogLines() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("etl")
        try server.sendWarnings(from: database)
        try await ScratchDirectory.with { folder in
            let pipeline = try Self.pipeline(in: folder)
            let outcome = try await PostgresLoadTests.run(["run", pipeline, "--log-format", "json"], server: server, database: database)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let notices = Self.records(outcome).filter { $0["event"] as? String == "postgres_notice" }
            let messages = notices.compactMap { $0["message"] as? String }
            #expect(messages.contains { $0.hasPrefix("PostgreSQL WARNING: ") && $0.contains("collation version") }, "\(outcome.stderr)")
            #expect(messages.contains("PostgreSQL WARNING: audit: CREATE TABLE by a loader"), "\(outcome.stderr)")
            #expect(notices.allSatisfy { $0["level"] as? String == "warning" })
            let human = try await PostgresLoadTests.run(["run", pipeline, "--full"], server: server, database: database)
            #expect(human.status == 0, "\(human.stderr)")
            #expect(human.stderrLines.contains("warning: PostgreSQL WARNING: audit: CREATE TABLE by a loader"), "\(human.stderr)")
        }
    }

    @Test func aDatabaseThatDoesNotExistIsNamedAtOnce() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        try await ScratchDirectory.with { folder in
            let pipeline = try Self.pipeline(in: folder)
            let outcome = try await PostgresLoadTests.run(["run", pipeline, "--log-format", "json"], server: server, database: "nodb")
            #expect(outcome.status == 69, "\(outcome.stderr)")
            let error = try #require(Self.records(outcome).last?["message"] as? String)
            #expect(error.contains("database nodb does not exist") && error.contains("createdb nodb"), "\(error)")
            #expect(!error.contains("attempts"), "a missing database is not retried: \(error)")
        }
    }

    @Test func aSchemaPostgreSQLReservesIsRefusedBeforeAnyWork() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("etl")
        try await ScratchDirectory.with { folder in
            let pipeline = try Self.pipeline(in: folder, schema: "pg_football")
            for command in ["validate", "run"] {
                let outcome = try await PostgresLoadTests.run([command, pipeline], server: server, database: database)
                #expect(outcome.status == 78, "\(outcome.stderr)")
                #expect(outcome.stderrLines.count == 1 && outcome.stderr.contains("not starting with pg_"), "\(outcome.stderr)")
            }
            let schemas = try server.psql("SELECT count(*) FROM pg_namespace WHERE nspname = 'pg_football'", database: database)
            #expect(schemas.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        }
    }

    @Test func aSchemaTheRoleMayNotWriteExits73NamingTheSchema() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        let database = try server.createDatabase("locked")
        _ = try server.psql(
            """
            CREATE SCHEMA football; CREATE ROLE loader LOGIN PASSWORD 'loader-pass-77';
            GRANT USAGE ON SCHEMA football TO loader; REVOKE CREATE ON DATABASE locked FROM PUBLIC
            """, database: database)
        try await ScratchDirectory.with { folder in
            let pipeline = try Self.pipeline(in: folder)
            let url = "postgresql://loader:loader-pass-77@127.0.0.1:\(server.port)/locked"
            let outcome = try await ToolProcess.footballETL(["run", pipeline], environment: ["DATABASE_URL": url], in: folder)
            #expect(outcome.status == 73, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("may not write schema football"), "\(outcome.stderr)")
            #expect(outcome.stderr.contains(#"GRANT USAGE, CREATE ON SCHEMA "football" TO "loader";"#), "\(outcome.stderr)")
            let error = outcome.stderrLines.drop { !$0.hasPrefix("error: ") }.joined(separator: "\n")
            #expect(!error.isEmpty && !error.contains("table"), "a schema is called a schema: \(outcome.stderr)")
            #expect(!outcome.stderr.contains("loader-pass-77"))
            let tables = try server.psql("SELECT count(*) FROM pg_tables WHERE schemaname = 'football'", database: database)
            #expect(tables.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        }
    }
}
