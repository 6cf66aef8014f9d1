import Foundation
import TestSupport
import Testing

/// Merges against a real server (`PostgresServer`): a corrected recording, runs killed with
/// SIGKILL inside their load's transaction, and shards loading at once. Reader: `psql` (every
/// table dumped in key order and compared as text; `pg_locks` for the load waiting inside it).
@Suite(.serialized) struct PostgresMergeTests {
    static let fixture = 1_208_021

    /// A copy of the two-match recordings in which fixture 1208021 ended 2-0, not 1-0, and its
    /// first event's comment was corrected.
    static func correctedRecordings(in folder: String) throws -> String {
        let target = folder + "/corrected"
        try FileManager.default.copyItem(atPath: PostgresLoadTests.scenario + "/recordings", toPath: target)
        for file in ["fixtures/ids=1208021-1208140.json", "fixtures/league=39&season=2024.json"] {
            let path = "\(target)/\(file)"
            var envelope = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
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
            try JSONSerialization.data(withJSONObject: envelope, options: [.prettyPrinted, .sortedKeys]).write(
                to: URL(fileURLWithPath: path))
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
                Self.pipeline(recordings: try Self.correctedRecordings(in: folder), output: folder + "/out"), named: "corrected.yml",
                in: folder)
            let outcome = try await PostgresLoadTests.run(["run", corrected], server: server, database: database)
            try #require(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("fixtures: +0 ~1 -0"), "\(outcome.stderr)")
            #expect(outcome.stderr.contains("events: +0 ~1 -0"), "\(outcome.stderr)")
            for table in ["lineups", "player_match_stats", "team_match_stats"] {
                #expect(outcome.stderr.contains("\(table): +0 ~0 -0"), "\(table) changed")
            }
            let goals = try server.psql("SELECT home_goals FROM football.fixtures WHERE fixture_id = \(Self.fixture)", database: database)
            #expect(goals.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
        }
    }

    /// Client backends in `database` other than the asking `psql`'s (the run's load, once killed,
    /// until the server has ended it).
    static func otherBackends(_ server: PostgresServer, _ database: String) throws -> Int {
        let count = try server.psql(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() "
                + "AND backend_type = 'client backend'", database: database)
        return Int(count.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Locks in `pg_locks` matching `condition`, granted.
    static func grantedLocks(_ condition: String, _ server: PostgresServer, _ database: String) throws -> Int {
        let count = try server.psql("SELECT count(*) FROM pg_locks WHERE granted AND \(condition)", database: database)
        return Int(count.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Whether a load waits for an advisory lock (the schema's, which the test holds).
    static func loadWaitsForSchemaLock(_ server: PostgresServer, _ database: String) throws -> Bool {
        try server.psql("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted", database: database)
            .trimmingCharacters(in: .whitespacesAndNewlines) != "0"
    }

    /// A `psql` session that runs `sql` and holds what it locked until `release()` ends it.
    final class HeldLock {
        private let process = Process()
        private let input = Pipe()

        /// Runs `sql` and returns once `pg_locks` shows a granted lock matching `held`.
        init(_ sql: String, held: String, _ server: PostgresServer, _ database: String) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
            process.arguments = [
                "-X", "-q", "-h", server.socketFolder, "-p", String(server.port), "-U", PostgresServer.user, "-d", database
            ]
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(Data((sql + "\n").utf8))
            let deadline = Date().addingTimeInterval(60)
            while try PostgresMergeTests.grantedLocks(held, server, database) == 0, Date() < deadline { usleep(10_000) }
        }

        func release() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }

        /// The advisory lock a load of schema `football` takes inside its transaction, after
        /// BEGIN and the COPY into temporary tables: a load started meanwhile waits there.
        static func schema(_ server: PostgresServer, _ database: String) throws -> HeldLock {
            try HeldLock(
                "SELECT pg_advisory_lock(hashtextextended('football-etl:football', 0));", held: "locktype = 'advisory'", server, database)
        }

        /// The load history, which a load writes last before COMMIT: a load that gets this far waits there.
        static func history(_ server: PostgresServer, _ database: String) throws -> HeldLock {
            try HeldLock(
                "BEGIN; LOCK TABLE football.football_etl_loads IN ACCESS EXCLUSIVE MODE;",
                held: "relation = 'football.football_etl_loads'::regclass AND mode = 'AccessExclusiveLock'", server, database)
        }
    }

    /// 20 runs killed (SIGKILL) inside their load's transaction, which the test holds open at
    /// both ends: each run starts while the test holds the schema's advisory lock and the load
    /// history's table, and is seen waiting for the first in `pg_locks` (its transaction open,
    /// its rows copied). Every other run is killed right there; the others at a random 0-50 ms
    /// after the schema's lock is released, somewhere in the schema sync and the merges or
    /// waiting for the history before COMMIT. Once the killed backend is gone the database holds
    /// exactly the old rows or exactly the new ones; a kill is proven inside when the old rows
    /// stayed (the transaction never committed), which every one must be.
    @Test func aRunKilledDuringItsLoadLeavesTheOldOrTheNewRowsNeverAMix() async throws {
        try await PostgresLoadTests.withLoad { server, database, original, folder in
            let corrected = try TestPipeline.write(
                Self.pipeline(recordings: try Self.correctedRecordings(in: folder), output: folder + "/out"), named: "corrected.yml",
                in: folder)
            try #require(try await PostgresLoadTests.run(["run", corrected], server: server, database: database).status == 0)
            let new = try Self.state(server, database)
            try #require(try await PostgresLoadTests.run(["run", original], server: server, database: database).status == 0)
            let old = try Self.state(server, database)
            try #require(old != new)
            var provenWaiting = 0
            var provenMidway = 0
            var generator = SystemRandomNumberGenerator()
            for attempt in 0..<20 {
                let schemaLock = try HeldLock.schema(server, database)
                let historyLock = try HeldLock.history(server, database)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: try RepositoryPaths.requireBinary())
                // The corrected recordings: a load that committed would leave the new rows.
                process.arguments = ["run", corrected]
                process.environment = ToolProcess.environment(adding: ["DATABASE_URL": server.url(database: database)])
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                var waiting = false
                while process.isRunning, !waiting { waiting = try Self.loadWaitsForSchemaLock(server, database) }
                #expect(waiting, "run \(attempt + 1) never waited for the schema's lock")
                let killWhileWaiting = attempt.isMultiple(of: 2)
                if !killWhileWaiting {
                    schemaLock.release()
                    try await Task.sleep(nanoseconds: UInt64.random(in: 0...Self.killDelay, using: &generator))
                }
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                schemaLock.release()
                historyLock.release()
                // The server ends the killed client's backend (rolling back what it left open) on its own time.
                let deadline = Date().addingTimeInterval(30)
                while try Self.otherBackends(server, database) > 0, Date() < deadline { usleep(10_000) }
                let state = try Self.state(server, database)
                #expect(state == old || state == new, "a killed load left a mix")
                #expect(state == old, "run \(attempt + 1), killed inside its transaction, committed")
                if waiting, state == old {
                    if killWhileWaiting { provenWaiting += 1 } else { provenMidway += 1 }
                }
            }
            print(
                "PostgresMergeTests: \(provenWaiting + provenMidway) of 20 kills proven inside the load's transaction "
                    + "(\(provenWaiting) while it waited for the schema's lock, \(provenMidway) at random after it)")
        }
    }

    /// The longest pause between releasing the schema's lock and killing the run (50 ms).
    static let killDelay: UInt64 = 50_000_000

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
            let whole = try server.createDatabase("whole")
            let sharded = try server.createDatabase("sharded")
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
            #expect(
                scopes.count == 2 && Set(scopes).count == 2 && !scopes.contains(""),
                "each shard loaded league-seasons of its own: \(scopes)")
        }
    }
}
