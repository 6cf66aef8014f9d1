import Foundation
import TestSupport
import Testing

/// How a run reaches the server and what it may do there, against a real one
/// (`PostgresServer`). Reader: `psql`.
@Suite(.serialized) struct PostgresConnectionTests {
    /// The two-match scenario loading only into PostgreSQL, `url` as written in the file.
    static func databaseOnly(url: String) -> String {
        PostgresLoadTests.pipeline(output: "", url: "").replacingOccurrences(of: "  csv: /csv\n", with: "")
            .replacingOccurrences(of: #"url: "${DATABASE_URL}""#, with: "url: \"\(url)\"")
    }

    static func count(_ server: PostgresServer, _ sql: String, database: String) throws -> String {
        try server.psql(sql, database: database).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aSocketFolderURLLoadsAndTheManifestStaysInTheWorkingFolder() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        try await ScratchDirectory.with { folder in
            let database = try server.createDatabase("socket")
            let text = Self.databaseOnly(url: "postgresql:///\(database)?host=\(server.socketFolder)&port=\(server.port)&user=postgres")
            let pipeline = try TestPipeline.write(text, in: folder)
            let outcome = try await ToolProcess.footballETL(["run", pipeline], in: folder)
            try #require(outcome.status == 0, "\(outcome.stderr)")
            #expect(try Self.count(server, "SELECT count(*) FROM football.fixtures", database: database) == "2")
            #expect(FileManager.default.fileExists(atPath: folder + "/manifest.json"), "the manifest of a database-only run")
        }
    }

    @Test func anEmptyURLTakesThePGVariables() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        try await ScratchDirectory.with { folder in
            let database = try server.createDatabase("variables")
            let pipeline = try TestPipeline.write(Self.databaseOnly(url: ""), in: folder)
            let variables = [
                "PGHOST": "127.0.0.1", "PGPORT": String(server.port), "PGDATABASE": database, "PGUSER": "postgres",
                "PGPASSWORD": PostgresServer.password
            ]
            let outcome = try await ToolProcess.footballETL(["run", pipeline], environment: variables, in: folder)
            try #require(outcome.status == 0, "\(outcome.stderr)")
            #expect(try Self.count(server, "SELECT count(*) FROM football.events", database: database) == "33")
        }
    }

    @Test func aRoleThatMayNotCreateTheSchemaStopsWith73AndTheSQLToRun() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        try await ScratchDirectory.with { folder in
            let database = try server.createDatabase("locked")
            _ = try server.psql(
                "CREATE ROLE loader LOGIN PASSWORD 'loader-pass-77'; REVOKE CREATE ON DATABASE locked FROM PUBLIC", database: database)
            let pipeline = try TestPipeline.write(
                Self.databaseOnly(url: "postgresql://loader:loader-pass-77@127.0.0.1:\(server.port)/locked"), in: folder)
            let outcome = try await ToolProcess.footballETL(["run", pipeline], in: folder)
            #expect(outcome.status == 73, "\(outcome.stderr)")
            #expect(outcome.stderr.contains(#"CREATE SCHEMA "football" AUTHORIZATION "loader";"#), "\(outcome.stderr)")
            #expect(!outcome.stderr.contains("loader-pass-77"))
            #expect(try Self.count(server, "SELECT count(*) FROM pg_namespace WHERE nspname = 'football'", database: database) == "0")
        }
    }

    @Test func pruneDeletesSharedRowsTheRunNoLongerWritesAndSaysHowMany() async throws {
        try await PostgresLoadTests.withLoad { server, database, pipeline, _ in
            // The leagues table is a shared one, written only when `leagues` is named.
            let text = try String(contentsOfFile: pipeline, encoding: .utf8)
            try text.replacingOccurrences(of: "extract: [fixtures,", with: "extract: [leagues, fixtures,")
                .write(toFile: pipeline, atomically: true, encoding: .utf8)
            try #require(try await PostgresLoadTests.run(["run", pipeline], server: server, database: database).status == 0)
            _ = try server.psql(
                "INSERT INTO football.leagues (league_id, season, name) VALUES (99999, 2024, 'Gone League')", database: database)
            let kept = try await PostgresLoadTests.run(["run", pipeline], server: server, database: database)
            try #require(kept.status == 0, "\(kept.stderr)")
            #expect(try Self.count(server, "SELECT count(*) FROM football.leagues WHERE league_id = 99999", database: database) == "1")
            let pruned = try await PostgresLoadTests.run(["run", pipeline, "--prune"], server: server, database: database)
            try #require(pruned.status == 0, "\(pruned.stderr)")
            #expect(pruned.stderr.contains("leagues: +0 ~0 -1"), "\(pruned.stderr)")
            #expect(try Self.count(server, "SELECT count(*) FROM football.leagues WHERE league_id = 99999", database: database) == "0")
        }
    }
}
