import TestSupport
import Foundation
import Testing

/// Merges against a real server (`PostgresServer`): a corrected recording, runs killed with
/// SIGKILL inside their load's transaction, and shards loading at once. Reader: `psql` (every
/// table dumped in key order and compared as text; `pg_stat_activity` for the open transaction).
@Suite(.serialized) struct PostgresMergeTests {
    static let fixture = 1208021

    /// A copy of the two-match recordings in which fixture 1208021 ended 2-0, not 1-0, and its
    /// first event's comment was corrected.
    static func correctedRecordings(in folder: String) throws -> String {
        let target = folder + "/corrected"
        try FileManager.default.copyItem(atPath: PostgresLoadTests.scenario + "/recordings", toPath: target)
        for file in ["fixtures/ids=1208021-1208140.json", "fixtures/league=39&season=2024.json"] {
            let path = "\(target)/\(file)"
            var envelope = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
            var items = try #require(envelope["response"] as? [[String: Any]])
            for index in items.indices where (items[index]["fixture"] as? [String: Any])?["id"] as? Int == fixture {
                items[index]["goals"] = ["home": 2, "away": 0]
                var score = try #require(items[index]["score"] as? [String: Any])
                score["fulltime"] = ["home": 2, "away": 0]
                items[index]["score"] = score
                if var events = items[index]["events"] as? [[String: Any]] {
                    events[0]["comments"] = "Foul (corrected)"
                    items[index]["events"] = events
                }
            }
            envelope["response"] = items
            try JSONSerialization.data(withJSONObject: envelope, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: path))
        }
        return target
    }

    /// The two-match pipeline over `recordings`, loading into `DATABASE_URL`.
    static func pipeline(recordings: String, output: String) -> String {
        PostgresLoadTests.pipeline(output: output, url: "").replacingOccurrences(
            of: "recorded: \(PostgresLoadTests.scenario)/recordings", with: "recorded: \(recordings)")
    }

    /// Every table of schema `football` (but the load history) as sorted text: the database's state.
    static func state(_ server: PostgresServer, _ database: String) throws -> String {
        let tables = try server.psql(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'football' AND table_name <> 'football_etl_loads' "
                + "ORDER BY table_name", database: database
        ).split(separator: "\n")
        return try tables.map { table in
            let rows = try server.psql("SELECT t::text FROM football.\(table) t", database: database).split(separator: "\n").sorted()
            return "\(table)\n" + rows.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    @Test func aCorrectedScoreChangesOneFixtureRowAndItsEvents() async throws {
        try await PostgresLoadTests.withLoad { server, database, pipeline, folder in
            try #require(try await PostgresLoadTests.run(["run", pipeline], server: server, database: database).status == 0)
            let corrected = try TestPipeline.write(
                Self.pipeline(recordings: try Self.correctedRecordings(in: folder), output: folder + "/out"), named: "corrected.yml", in: folder)
            let outcome = try await PostgresLoadTests.run(["run", corrected], server: server, database: database)
            try #require(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("fixtures: +0 ~1 -0"), "\(outcome.stderr)")
            #expect(outcome.stderr.contains("events: +0 ~1 -0"), "\(outcome.stderr)")
            for table in ["lineups", "player_match_stats", "team_match_stats", "leagues"] {
                #expect(outcome.stderr.contains("\(table): +0 ~0 -0"), "\(table) changed")
            }
            let goals = try server.psql("SELECT home_goals FROM football.fixtures WHERE fixture_id = \(Self.fixture)", database: database)
            #expect(goals.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
        }
    }

    /// Client backends in `database` other than the asking `psql`'s, and how many of them are
    /// inside a transaction (`pg_stat_activity`): the run's load, whose one connection holds its
    /// transaction open from BEGIN to COMMIT.
    static func loadBackends(_ server: PostgresServer, _ database: String) throws -> (connected: Int, inTransaction: Int) {
        let counts = try server.psql(
            "SELECT count(*), count(*) FILTER (WHERE xact_start IS NOT NULL AND state IN ('active', 'idle in transaction')) "
                + "FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
            database: database
        ).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\t").compactMap { Int($0) }
        return (counts.first ?? 0, counts.last ?? 0)
    }

    /// Each of 20 runs is killed (SIGKILL) at a random moment once `pg_stat_activity` shows its
    /// load's transaction open; once its backend is gone, the database holds exactly the old rows
    /// or exactly the new ones. A kill is proven inside the transaction when it was seen open
    /// before the kill and the rows are still the old ones after (it never committed).
    @Test func aRunKilledDuringItsLoadLeavesTheOldOrTheNewRowsNeverAMix() async throws {
        try await PostgresLoadTests.withLoad { server, database, original, folder in
            let corrected = try TestPipeline.write(
                Self.pipeline(recordings: try Self.correctedRecordings(in: folder), output: folder + "/out"), named: "corrected.yml", in: folder)
            try #require(try await PostgresLoadTests.run(["run", corrected], server: server, database: database).status == 0)
            let new = try Self.state(server, database)
            try #require(try await PostgresLoadTests.run(["run", original], server: server, database: database).status == 0)
            let old = try Self.state(server, database)
            try #require(old != new)
            var current = old, provenInside = 0, seenOpenCount = 0
            var generator = SystemRandomNumberGenerator()
            for _ in 0..<20 {
                let next = current == old ? corrected : original
                let process = Process()
                process.executableURL = URL(fileURLWithPath: try RepositoryPaths.requireBinary())
                process.arguments = ["run", next]
                process.environment = ProcessInfo.processInfo.environment.merging(["DATABASE_URL": server.url(database: database)]) { $1 }
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                var seenOpen = false
                while process.isRunning, !seenOpen {
                    seenOpen = try Self.loadBackends(server, database).inTransaction > 0
                }
                if seenOpen {
                    seenOpenCount += 1
                    try await Task.sleep(nanoseconds: UInt64.random(in: 0...Self.killDelay, using: &generator))
                }
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                // The server ends the killed client's backend (rolling back what it left open) on its own time.
                let deadline = Date().addingTimeInterval(30)
                while try Self.loadBackends(server, database).connected > 0, Date() < deadline { usleep(10_000) }
                let state = try Self.state(server, database)
                #expect(state == old || state == new, "a killed load left a mix")
                if seenOpen, state == current { provenInside += 1 }
                current = state
            }
            print("PostgresMergeTests: \(provenInside) of 20 kills proven inside the load's transaction (\(seenOpenCount) saw it open)")
            #expect(provenInside >= 15, "only \(provenInside) of 20 kills landed inside the load's transaction")
        }
    }

    /// The longest pause between seeing a load's transaction open and killing its run (10 ms).
    static let killDelay: UInt64 = 10_000_000

    @Test func twoShardsLoadingAtOnceEqualOneRun() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        try await ScratchDirectory.with { folder in
            let recordings = try await DemoSeasonFixture.recordingsOfLeagues(3)
            let text = """
                name: pg-shards
                source:
                  recorded: \(recordings)
                scope:
                  leagues: [9001, 9002, 9003]
                  seasons: [2023]
                extract: [leagues, fixtures, standings]
                load:
                  csv: ${OUTPUT_DIR}/csv
                  postgres: {url: "${DATABASE_URL}", schema: football}

                """
            let pipeline = try TestPipeline.write(text, in: folder)
            let whole = try server.createDatabase("whole"), sharded = try server.createDatabase("sharded")
            func run(_ extra: [String], into database: String, output: String) async throws -> ToolOutcome {
                try await ToolProcess.footballETL(
                    ["run", pipeline] + extra, environment: ["DATABASE_URL": server.url(database: database), "OUTPUT_DIR": output])
            }
            let single = try await run([], into: whole, output: folder + "/whole")
            try #require(single.status == 0, "\(single.stderr)")
            async let first = run(["--shard", "1/2"], into: sharded, output: folder + "/one")
            async let second = run(["--shard", "2/2"], into: sharded, output: folder + "/two")
            let (one, two) = try await (first, second)
            try #require(one.status == 0 && two.status == 0, "\(one.stderr)\n\(two.stderr)")
            #expect(try Self.state(server, sharded) == (try Self.state(server, whole)))
            let scopes = try server.psql("SELECT league_seasons FROM football.football_etl_loads ORDER BY load_id", database: sharded)
                .split(separator: "\n").map(String.init)
            #expect(scopes.count == 2 && Set(scopes).count == 2 && !scopes.contains(""), "each shard loaded league-seasons of its own: \(scopes)")
        }
    }
}
