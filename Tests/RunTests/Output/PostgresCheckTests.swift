import Foundation
import TestSupport
import Testing

/// `run --check` against a real server (`PostgresServer`): its verdict agrees with its exit
/// status (issue 31 item 17), and it needs only SELECT and TEMP (item 18). Readers: `psql`,
/// Python-free JSON records through Foundation's parser.
@Suite(.serialized) struct PostgresCheckTests {
    /// The `check` record of a `--log-format json` run's stderr.
    static func checkRecord(_ stderr: String) throws -> [String: Any] {
        let records = stderr.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        return try #require(records.last { $0["event"] as? String == "check" }, "\(stderr)")
    }

    @Test func aDatabaseDifferenceIsNamedInTheLastLineAndTheJSONRecord() async throws {
        try await PostgresLoadTests.withLoad { server, database, pipeline, _ in
            try #require(try await PostgresLoadTests.run(["run", pipeline], server: server, database: database).status == 0)
            let json = ["run", pipeline, "--check", "--log-format", "json"]
            let clean = try await PostgresLoadTests.run(json, server: server, database: database)
            #expect(clean.status == 0, "\(clean.stderr)")
            #expect((try Self.checkRecord(clean.stderr)["message"] as? String)?.hasPrefix("no differences") == true)
            _ = try server.psql("UPDATE football.fixtures SET home_goals = 9 WHERE fixture_id = 1208021", database: database)
            let drift = try await PostgresLoadTests.run(json, server: server, database: database)
            #expect(drift.status == 1, "\(drift.stderr)")
            let message = try #require(try Self.checkRecord(drift.stderr)["message"] as? String)
            #expect(!message.contains("no differences") && message.contains("PostgreSQL database differs"), "\(message)")
            let text = try await PostgresLoadTests.run(["run", pipeline, "--check"], server: server, database: database)
            let last = text.stderr.split(separator: "\n").last.map(String.init) ?? ""
            #expect(text.status == 1 && !last.contains("no differences") && last.contains("database differs"), "\(text.stderr)")
        }
    }

    /// A CI role with CONNECT, USAGE, SELECT and TEMP only: `--check` runs (no CREATE INDEX,
    /// COMMENT or merge), finds a changed row, and changes nothing.
    @Test func checkNeedsOnlySelectAndTemp() async throws {
        try await PostgresLoadTests.withLoad { server, database, pipeline, _ in
            try #require(try await PostgresLoadTests.run(["run", pipeline], server: server, database: database).status == 0)
            _ = try server.psql(
                """
                CREATE ROLE ci LOGIN PASSWORD 'ci-secret-5f1a';
                GRANT CONNECT, TEMP ON DATABASE \(database) TO ci;
                GRANT USAGE ON SCHEMA football TO ci;
                GRANT SELECT ON ALL TABLES IN SCHEMA football TO ci;
                UPDATE football.fixtures SET home_goals = 9 WHERE fixture_id = 1208021;
                """, database: database)
            let url = "postgresql://ci:ci-secret-5f1a@127.0.0.1:\(server.port)/\(database)"
            let check = try await ToolProcess.footballETL(["run", pipeline, "--check"], environment: ["DATABASE_URL": url])
            #expect(check.status == 1, "\(check.stderr)")
            #expect(check.stderr.contains("fixtures: +0 ~1 -0") && check.stderr.contains("events: +0 ~0 -0"), "\(check.stderr)")
            #expect(!check.stderr.contains("must be owner"), "\(check.stderr)")
            let goals = try server.psql("SELECT home_goals FROM football.fixtures WHERE fixture_id = 1208021", database: database)
            #expect(goals == "9\n", "check mode changed nothing")
            let loads = try server.psql("SELECT count(*) FROM football.football_etl_loads", database: database)
            #expect(loads == "1\n")
        }
    }
}
