import Foundation
import TestSupport
import Testing

/// `load: {postgres: …}` against a real server (`PostgresServer`: initdb, a Unix socket, a free
/// port). Readers: `psql` through Tests/readback/postgres_readback.py (Python's csv module for
/// the CSV files), and `psql` directly for single values.
@Suite(.serialized) struct PostgresLoadTests {
    static let scenario = "\(RepositoryPaths.scenarios)/epl-2024-two-matches"
    static let readback = "\(RepositoryPaths.root)/Tests/readback/postgres_readback.py"

    /// The two-match scenario writing CSV below `output` and merging into `url`'s schema `football`.
    static func pipeline(output: String, url: String) -> String {
        """
        name: pg-two-matches
        source:
          recorded: \(scenario)/recordings
        scope:
          leagues: [39]
          seasons: [2024]
        extract: [fixtures, fixture_details]
        transform:
          timezone: Europe/London
        load:
          csv: \(output)/csv
          postgres: {url: "${DATABASE_URL}", schema: football}

        """
    }

    /// Runs `body` with a started server, a fresh database and a pipeline file loading into it.
    static func withLoad(_ body: (PostgresServer, _ database: String, _ pipeline: String, _ folder: String) async throws -> Void)
        async throws
    {
        let server = try PostgresServer()
        defer { server.shutdown() }
        try await ScratchDirectory.with { folder in
            let database = try server.createDatabase("etl")
            let pipeline = try TestPipeline.write(pipeline(output: folder + "/out", url: ""), in: folder)
            try await body(server, database, pipeline, folder)
        }
    }

    static func run(_ arguments: [String], server: PostgresServer, database: String, password: String = PostgresServer.password)
        async throws -> ToolOutcome
    {
        try await ToolProcess.footballETL(arguments, environment: ["DATABASE_URL": server.url(database: database, password: password)])
    }

    /// The read-back's JSON: per table its rows, types, primary key and uncommented columns.
    static func readBack(_ server: PostgresServer, _ database: String, csv: String) throws -> [String: [String: Any]] {
        let data = try PythonScript.output(
            of: readback, [csv, server.socketFolder, String(server.port), database, "football"],
            failure: "the database differs from the CSV files")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
    }

    /// The last load's inserted/updated/deleted totals, as psql prints them.
    static func lastLoad(_ server: PostgresServer, _ database: String) throws -> String {
        try server.psql(
            "SELECT inserted, updated, deleted FROM football.football_etl_loads ORDER BY load_id DESC LIMIT 1", database: database
        ).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func everyTableMatchesTheCSVWithTypesKeysAndComments() async throws {
        try await Self.withLoad { server, database, pipeline, folder in
            let outcome = try await Self.run(["run", pipeline], server: server, database: database)
            try #require(outcome.status == 0, "\(outcome.stderr)")
            let tables = try Self.readBack(server, database, csv: folder + "/out/csv")
            #expect(Set(tables.keys) == ["events", "fixtures", "lineups", "player_match_stats", "squad_season_stats", "team_match_stats"])
            let fixtures = try #require(tables["fixtures"])
            #expect(fixtures["rows"] as? Int == 2)
            #expect(fixtures["primary_key"] as? [String] == ["fixture_id"])
            let types = try #require(fixtures["types"] as? [String: String])
            #expect(types["fixture_id"] == "bigint" && types["kickoff_utc"] == "timestamp with time zone" && types["venue_name"] == "text")
            for (name, table) in tables { #expect((table["uncommented"] as? [String]) == [], "\(name) has columns without a comment") }
            let indexes = try server.psql(
                "SELECT indexname FROM pg_indexes WHERE schemaname = 'football' AND tablename = 'events'", database: database)
            #expect(indexes.contains("events_player_id_idx"))
            #expect(!outcome.stderr.contains(PostgresServer.password) && !outcome.stdout.contains(PostgresServer.password))
            #expect(try Self.lastLoad(server, database) != "0\t0\t0")
        }
    }

    @Test func aRerunOverTheSameInputChangesNoRow() async throws {
        try await Self.withLoad { server, database, pipeline, _ in
            for _ in 0..<2 {
                let outcome = try await Self.run(["run", pipeline], server: server, database: database)
                try #require(outcome.status == 0, "\(outcome.stderr)")
            }
            #expect(try Self.lastLoad(server, database) == "0\t0\t0")
            let count = try server.psql("SELECT count(*) FROM football.football_etl_loads", database: database)
            #expect(count.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
        }
    }

    @Test func aColumnMissingFromTheDatabaseIsAddedAndFilled() async throws {
        try await Self.withLoad { server, database, pipeline, folder in
            try #require(try await Self.run(["run", pipeline], server: server, database: database).status == 0)
            _ = try server.psql(
                "ALTER TABLE football.events DROP COLUMN detail; ALTER TABLE football.fixtures ADD COLUMN old_stat BIGINT",
                database: database)
            let outcome = try await Self.run(["run", pipeline], server: server, database: database)
            try #require(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("events: column detail added"))
            #expect(outcome.stderr.contains("column old_stat is no longer written"))
            _ = try Self.readBack(server, database, csv: folder + "/out/csv")
            let kept = try server.psql("SELECT count(*) FROM information_schema.columns WHERE column_name = 'old_stat'", database: database)
            #expect(kept.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        }
    }

    @Test func aChangedColumnTypeStopsWithTheFixAndWritesNothing() async throws {
        try await Self.withLoad { server, database, pipeline, _ in
            try #require(try await Self.run(["run", pipeline], server: server, database: database).status == 0)
            // Not TEXT: a TEXT column takes numbers as text (PostgresRepairTests).
            _ = try server.psql(
                "ALTER TABLE football.fixtures ALTER COLUMN venue_id TYPE DOUBLE PRECISION; DELETE FROM football.events",
                database: database)
            let outcome = try await Self.run(["run", pipeline], server: server, database: database)
            #expect(outcome.status == 73, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("fixtures") && outcome.stderr.contains("venue_id"))
            #expect(outcome.stderr.contains(#"ALTER TABLE "football"."fixtures" ALTER COLUMN "venue_id" TYPE BIGINT"#))
            let events = try server.psql("SELECT count(*) FROM football.events", database: database)
            #expect(events.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "nothing was written")
        }
    }

    @Test func checkModeFindsDriftAndWritesNothing() async throws {
        try await Self.withLoad { server, database, pipeline, _ in
            try #require(try await Self.run(["run", pipeline], server: server, database: database).status == 0)
            let clean = try await Self.run(["run", pipeline, "--check"], server: server, database: database)
            #expect(clean.status == 0, "\(clean.stderr)")
            _ = try server.psql("UPDATE football.fixtures SET home_goals = 9 WHERE fixture_id = 1208021", database: database)
            let drift = try await Self.run(["run", pipeline, "--check"], server: server, database: database)
            #expect(drift.status == 1, "\(drift.stderr)")
            #expect(drift.stderr.contains("fixtures: +0 ~1 -0"))
            let goals = try server.psql("SELECT home_goals FROM football.fixtures WHERE fixture_id = 1208021", database: database)
            #expect(goals.trimmingCharacters(in: .whitespacesAndNewlines) == "9", "check mode rolled back")
        }
    }

    @Test func aWrongPasswordExits77WithoutShowingIt() async throws {
        try await Self.withLoad { server, database, pipeline, folder in
            let wrong = "wrong-password-9c2e"
            let outcome = try await Self.run(["run", pipeline], server: server, database: database, password: wrong)
            #expect(outcome.status == 77, "\(outcome.stderr)")
            #expect(!outcome.stderr.contains(wrong) && !outcome.stdout.contains(wrong))
            #expect(!FileManager.default.fileExists(atPath: folder + "/out/csv/fixtures.csv"), "no file is committed")
        }
    }

    @Test func aStoppedServerExits69NamingHostPortAndDatabase() async throws {
        try await Self.withLoad { server, database, pipeline, _ in
            try server.stop()
            let outcome = try await Self.run(["run", pipeline], server: server, database: database)
            #expect(outcome.status == 69, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("127.0.0.1:\(server.port)/\(database)"))
            #expect(!outcome.stderr.contains(PostgresServer.password))
        }
    }
}
