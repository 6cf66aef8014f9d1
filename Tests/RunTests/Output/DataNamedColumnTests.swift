import Foundation
import TestSupport
import Testing

/// Statistic types whose names collide with a fixed column ("Season", "team_id") or with each
/// other ("Passes %" and "Passes pct"), one over 63 bytes, and NUL characters in a statistic
/// type and a team name, exported to every format and loaded into a real PostgreSQL server.
/// Readers: Tests/readback/data_named_columns.py (Python's json refusing duplicate keys, csv,
/// DuckDB, pyarrow, sqlite3), postgres_readback.py and `psql`.
@Suite(.serialized) struct DataNamedColumnTests {
    static let script = "\(RepositoryPaths.root)/Tests/readback/data_named_columns.py"

    /// Two league-seasons (2023, 2024) of the two-match scenario with hostile statistic types.
    static func pipeline(recordings: String, output: String) -> String {
        """
        name: data-named-columns
        source:
          recorded: \(recordings)
        scope:
          leagues: [39]
          seasons: [2023, 2024]
        extract: [fixtures, fixture_details]
        load:
          csv: \(output)/csv
          ndjson: \(output)/ndjson
          parquet: \(output)/parquet
          sqlite: \(output)/football.sqlite
          postgres: {url: "${DATABASE_URL}", schema: football}

        """
    }

    /// Makes the `case` recordings (`data_named_columns.py make`), runs the pipeline into a fresh
    /// database, checks the files (`check`) and the database against the CSV, and hands `body`
    /// the server, the database, the first run and a rerun (`--full`) to call.
    static func withRun(
        _ case: String,
        _ body: (PostgresServer, _ database: String, _ run: ToolOutcome, _ rerun: () async throws -> ToolOutcome) async throws -> Void
    ) async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        try await ScratchDirectory.with { folder in
            let recordings = folder + "/recordings"
            _ = try PythonScript.output(
                of: Self.script, ["make", `case`, "\(PostgresLoadTests.scenario)/recordings", recordings], failure: "making the recordings")
            let database = try server.createDatabase("etl")
            let pipeline = try TestPipeline.write(Self.pipeline(recordings: recordings, output: folder + "/out"), in: folder)
            let environment = ["DATABASE_URL": server.url(database: database)]
            let run = try await ToolProcess.footballETL(["run", pipeline], environment: environment)
            try #require(run.status == 0, "\(run.stderr)")
            let files = try PythonScript.output(of: Self.script, ["check", `case`, folder + "/out"], failure: "the files disagree")
            let columns = try #require(try JSONSerialization.jsonObject(with: files) as? [String: [String]])["columns"] ?? []
            let tables = try PostgresLoadTests.readBack(server, database, csv: folder + "/out/csv")
            let types = try #require(tables["team_match_stats"]?["types"] as? [String: String])
            #expect(Set(types.keys) == Set(columns))
            try await body(server, database, run) {
                try await ToolProcess.footballETL(["run", pipeline, "--full"], environment: environment)
            }
        }
    }

    @Test func aStatisticNamedLikeAFixedOrAnotherColumnGetsTheStatPrefixInEveryFormat() async throws {
        try await Self.withRun("collisions") { _, _, run, _ in
            #expect(run.stderr.contains(#"team_match_stats: statistic type "Season" is written as column stat_season (season is already"#))
            #expect(run.stderr.contains(#"statistic type "team_id" is written as column stat_team_id"#))
            #expect(run.stderr.contains(#"statistic type "Passes pct" is written as column stat_passes_pct"#))
            #expect(run.stderr.contains(#"statistic type "Shots pct" is written as column stat_shots_pct"#))
        }
    }

    @Test func aStatisticNameOver63BytesIsShortenedAlikeEverywhereAndARerunLoads() async throws {
        try await Self.withRun("long") { server, database, run, rerun in
            let column = "expected_goals_on_target_faced_by_the_goalkeeper_after_974fd9b8"
            #expect(run.stderr.contains("is written as column \(column) (a column name holds at most 63 bytes"))
            let again = try await rerun()
            #expect(again.status == 0, "a rerun loads into the schema the first run made: \(again.stderr)")
            // 0.2.0 wrote the whole name and the server kept its first 63 bytes: a rerun adopts that column.
            let truncated = String("expected_goals_on_target_faced_by_the_goalkeeper_after_all_deflections".prefix(63))
            _ = try server.psql(#"ALTER TABLE football.team_match_stats RENAME COLUMN "\#(column)" TO "\#(truncated)""#, database: database)
            let adopted = try await rerun()
            #expect(adopted.status == 0, "a 0.2.0 schema loads: \(adopted.stderr)")
            #expect(adopted.stderr.contains("team_match_stats: column \(truncated) renamed to \(column)"), "\(adopted.stderr)")
            let values = try server.psql("SELECT DISTINCT \(column) FROM football.team_match_stats WHERE season = 2024", database: database)
            #expect(values.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
            let load = try server.psql(
                "SELECT inserted, updated, deleted FROM football.football_etl_loads ORDER BY load_id DESC LIMIT 1", database: database)
            #expect(load.trimmingCharacters(in: .whitespacesAndNewlines) == "0\t0\t0")
        }
    }

    @Test func aNULInATeamOrStatisticNameIsLeftOutOfEveryFormatWithAWarning() async throws {
        try await Self.withRun("nul") { server, database, run, _ in
            #expect(run.stderr.contains("team_match_stats.team_name: 1 text value(s) held NUL characters"), "\(run.stderr)")
            #expect(run.stderr.contains("fixtures.home_team_name: 1 text value(s) held NUL characters"))
            let comment = try server.psql(
                "SELECT col_description('football.team_match_stats'::regclass, attnum) FROM pg_attribute "
                    + "WHERE attrelid = 'football.team_match_stats'::regclass AND attname = 'nul_stat'", database: database)
            #expect(comment.contains(#"The API's statistic "Nulstat", a type this tool does not know, kept as sent."#), "\(comment)")
            let name = try server.psql("SELECT home_team_name FROM football.fixtures WHERE fixture_id = 1208021", database: database)
            #expect(name.trimmingCharacters(in: .whitespacesAndNewlines) == "ManchesterUnited")
        }
    }
}
