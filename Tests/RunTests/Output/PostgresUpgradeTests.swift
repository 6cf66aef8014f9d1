import Foundation
import TestSupport
import Testing

/// The release promise: a PostgreSQL schema that 0.2.0 loaded keeps loading without manual
/// SQL. Scenarios/postgres-0.2.0/dump.sql is what football-etl 0.2.0 (c6d226e) left after
/// loading the two-match pipeline into its default schema, `public` (make_dump.sh rebuilds
/// it), a statistic name PostgreSQL cut to 63 bytes included. Readers: `psql` and
/// Tests/readback/postgres_readback.py (the database against the run's CSV files).
@Suite(.serialized) struct PostgresUpgradeTests {
    static let fixture = "\(RepositoryPaths.scenarios)/postgres-0.2.0"
    static let cutColumn = "expected_goals_on_target_from_set_pieces_excluding_penalties_pe"

    /// A database named `name` holding what dump.sql holds, restored by `psql`.
    static func restoredDump(on server: PostgresServer, as name: String) throws -> String {
        let database = try server.createDatabase(name)
        try PostgresServer.run(
            "/usr/bin/psql",
            [
                "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", server.socketFolder, "-p", String(server.port), "-U", PostgresServer.user,
                "-d", database, "-f", fixture + "/dump.sql"
            ])
        return database
    }

    @Test func aSchemaLoadedBy020KeepsLoadingWithoutManualSQL() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        try await ScratchDirectory.with { folder in
            let database = try Self.restoredDump(on: server, as: "upgrade")
            let environment = [
                "RECORDINGS": PostgresLoadTests.scenario + "/recordings", "OUTPUT_DIR": folder + "/out",
                "DATABASE_URL": server.url(database: database)
            ]
            let first = try await ToolProcess.footballETL(["run", Self.fixture + "/load-0.2.0.yml"], environment: environment)
            try #require(first.status == 0, "\(first.stderr)")
            #expect(first.stderr.contains("public already holds football-etl tables"), "the unnamed schema stays public, with a warning")
            #expect(first.stderr.contains("column \(Self.cutColumn) is no longer written"), "\(first.stderr)")
            let second = try await ToolProcess.footballETL(["run", Self.fixture + "/load-0.2.0.yml", "--full"], environment: environment)
            try #require(second.status == 0, "\(second.stderr)")
            let data = try PythonScript.output(
                of: PostgresLoadTests.readback, [folder + "/out/csv", server.socketFolder, String(server.port), database, "public"],
                failure: "the database differs from the CSV files")
            let tables = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
            let rows = tables.mapValues { $0["rows"] as? Int ?? -1 }
            #expect(
                rows == [
                    "fixtures": 2, "events": 33, "lineups": 80, "team_match_stats": 4, "player_match_stats": 80, "squad_season_stats": 79
                ])
            #expect(tables["player_match_stats"]?["primary_key"] as? [String] == ["fixture_id", "team_id", "player_order"])
            // 0.3.0's columns of fixtures, added to 0.2.0's table by the schema sync (issue 36 item 8).
            let added = try server.psql(
                "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'fixtures' "
                    + "AND column_name IN ('kickoff_local_time', 'utc_offset_minutes') ORDER BY 1",
                database: database)
            #expect(added == "kickoff_local_time\ttimestamp without time zone\nutc_offset_minutes\tbigint\n", "\(added)")
            let loads = try server.psql(
                "SELECT load_id, pipeline, league_seasons, inserted + updated + deleted > 0 FROM public.football_etl_loads ORDER BY 1",
                database: database)
            #expect(loads == "1\tpg-0-2-0\t39/2024\tt\n2\tpg-0-2-0\t39/2024\tt\n3\tpg-0-2-0\t39/2024\tf\n", "\(loads)")
            let kept = try server.psql("SELECT count(\"\(Self.cutColumn)\") FROM public.team_match_stats", database: database)
            #expect(kept == "4\n", "the values of the column the run no longer writes stay")
            let schemas = try server.psql("SELECT count(*) FROM pg_namespace WHERE nspname = 'football'", database: database)
            #expect(schemas == "0\n")
        }
    }

    /// The statistic PostgreSQL cut to 63 bytes under 0.2.0, sent again (long_statistic.py):
    /// the cut column is renamed to the shortened name (54 bytes, `_`, 8 hex characters of the
    /// whole name's SHA-256) and keeps its values, and reruns load.
    @Test func aColumnCutBy020IsAdoptedUnderItsShortenedName() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        try await ScratchDirectory.with { folder in
            let database = try Self.restoredDump(on: server, as: "longname")
            _ = try PythonScript.output(
                of: Self.fixture + "/long_statistic.py", [PostgresLoadTests.scenario + "/recordings", folder + "/recordings"],
                failure: "long_statistic.py failed")
            let environment = [
                "RECORDINGS": folder + "/recordings", "OUTPUT_DIR": folder + "/out", "DATABASE_URL": server.url(database: database)
            ]
            for _ in 0..<2 {
                let outcome = try await ToolProcess.footballETL(
                    ["run", Self.fixture + "/load-0.2.0.yml", "--full"], environment: environment)
                try #require(outcome.status == 0, "\(outcome.stderr)")
            }
            let columns = try server.psql(
                "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'team_match_stats' "
                    + "AND column_name LIKE 'expected_goals_on_target%'", database: database)
            let shortened = "expected_goals_on_target_from_set_pieces_excluding_pen"
            #expect(
                columns.hasPrefix(shortened + "_") && columns.utf8.count == 64 && columns.split(separator: "\n").count == 1, "\(columns)")
            let name = columns.trimmingCharacters(in: .whitespacesAndNewlines)
            let values = try server.psql("SELECT \"\(name)\" FROM public.team_match_stats ORDER BY fixture_id, team_id", database: database)
            #expect(values == "1\n2\n2\n1\n", "each team's value where the statistic sits in the answer: home 1, away 2")
            let header =
                try String(contentsOfFile: folder + "/out/csv/team_match_stats.csv", encoding: .utf8).split(whereSeparator: \.isNewline)
                .first ?? ""
            #expect(header.hasSuffix("," + name), "the CSV and the database name the column alike")
        }
    }
}
