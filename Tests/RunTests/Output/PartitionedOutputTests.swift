import Foundation
import JSON
import Run
import TestSupport
import Testing

/// `load.partition_by` and `run --shard`: Hive-style partition files per league-season, shards
/// that split the league-seasons between jobs, and check mode naming the partition that drifts.
@Suite struct PartitionedOutputTests {
    static let leagues = [9001, 9002, 9003]

    @Test func partitionedRunWritesAFilePerLeagueSeasonAndTheManifestListsThem() async throws {
        try await ScratchDirectory.with { folder in
            let pipeline = try await Self.pipeline(in: folder, output: "\(folder)/out", partitioned: true)
            let outcome = try await ToolProcess.footballETL(["run", pipeline])
            #expect(outcome.status == 0, "\(outcome.stderr)")

            let tree = try FileTree("\(folder)/out")
            for league in Self.leagues {
                for table in ["fixtures.csv", "events.csv", "standings.csv", "top_scorers.csv"] {
                    #expect(tree.files.contains("csv/league=\(league)/season=2023/\(table)"), "\(league) \(table)")
                }
                #expect(tree.files.contains("ndjson/league=\(league)/season=2023/fixtures.ndjson"))
            }
            // Shared by every league-season: one file in the format's folder.
            #expect(tree.files.contains("csv/squads.csv") && tree.files.contains("csv/leagues.csv"))
            #expect(!tree.files.contains("csv/fixtures.csv"))
            let listed = try Self.manifestPaths("\(folder)/out/manifest.json")
            let written = tree.files.filter { $0.hasPrefix("csv/") || $0.hasPrefix("ndjson/") }
            #expect(Set(written) == Set(listed.filter { $0.hasPrefix("csv/") || $0.hasPrefix("ndjson/") }))
        }
    }

    /// A run streams by league-season, so the unpartitioned file is the partition files one
    /// after another, in league-season order.
    @Test func partitionFilesInLeagueSeasonOrderAreTheUnpartitionedFile() async throws {
        try await ScratchDirectory.with { folder in
            let flat = try await Self.pipeline(in: folder, output: "\(folder)/flat", partitioned: false)
            let split = try await Self.pipeline(in: "\(folder)/split-pipeline", output: "\(folder)/split", partitioned: true)
            #expect(try await ToolProcess.footballETL(["run", flat]).status == 0)
            #expect(try await ToolProcess.footballETL(["run", split]).status == 0)

            for table in ["fixtures", "events", "lineups", "standings", "top_scorers"] {
                let whole = try Self.lines("\(folder)/flat/csv/\(table).csv")
                var rows: [String] = []
                for league in Self.leagues {
                    let part = try Self.lines("\(folder)/split/csv/league=\(league)/season=2023/\(table).csv")
                    #expect(part.first == whole.first, "\(table): the header repeats in every partition")
                    let partRows = Array(part.dropFirst().filter { !$0.isEmpty })
                    #expect(!partRows.isEmpty, "\(table) of \(league) is empty")
                    #expect(Self.isInOrder(partRows, within: whole), "\(table) of \(league): rows out of the table's order")
                    rows += partRows
                }
                #expect(rows == Array(whole.dropFirst().filter { !$0.isEmpty }), "\(table): not the partitions in league-season order")
            }
        }
    }

    @Test func threeShardsWriteDisjointPartitionsThatMakeUpOneRun() async throws {
        try await ScratchDirectory.with { folder in
            let pipeline = try await Self.pipeline(in: folder, output: "\(folder)/one", partitioned: true)
            #expect(try await ToolProcess.footballETL(["run", pipeline]).status == 0)
            let single = try FileTree("\(folder)/one")

            var union: [String: FileTree.Entry] = [:]
            for index in 1...3 {
                let shardPipeline = try await Self.pipeline(in: "\(folder)/p\(index)", output: "\(folder)/shard\(index)", partitioned: true)
                let outcome = try await ToolProcess.footballETL(["run", shardPipeline, "--shard", "\(index)/3"])
                #expect(outcome.status == 0, "\(outcome.stderr)")
                let tree = try FileTree("\(folder)/shard\(index)")
                // What every shard would write to one path is its own: shared tables, manifest, package.
                let own = ["csv/shard=\(index)-of-3/", "ndjson/shard=\(index)-of-3/"]
                #expect(tree.files.contains("manifest.shard-\(index)-of-3.json"))
                #expect(tree.files.contains("csv/shard=\(index)-of-3/leagues.csv"))
                for path in tree.files where !path.contains("league=") {
                    #expect(own.contains(where: path.hasPrefix) || path.hasSuffix(".shard-\(index)-of-3.json"), "\(path)")
                }
                for path in tree.files where path.contains("league=") {
                    #expect(union[path] == nil, "\(path) written by two shards")
                    union[path] = tree.entries[path]
                }
            }
            let partitions = single.entries.filter { $0.key.contains("league=") && $0.value != .folder }
            // Per league-season: events, fixtures, lineups, player_match_stats, squad_season_stats,
            // standings, team_match_stats, top_scorers; in CSV and NDJSON.
            #expect(partitions.count == Self.leagues.count * 2 * 8, "\(partitions.count) partition files")
            #expect(union == partitions, "\(Set(union.keys).symmetricDifference(partitions.keys).sorted())")
        }
    }

    @Test func checkNamesThePartitionFileThatDrifts() async throws {
        try await ScratchDirectory.with { folder in
            let pipeline = try await Self.pipeline(in: folder, output: "\(folder)/out", partitioned: true)
            #expect(try await ToolProcess.footballETL(["run", pipeline]).status == 0)
            let csv = "\(folder)/out/csv/league=9002/season=2023/standings.csv"
            let key = ["league_id", "season", "group_name", "team_id"]
            _ = try CSVRowEdit.incrementing(column: "points", row: 2, in: csv, keyColumns: key)

            let check = try await ToolProcess.footballETL(["run", pipeline, "--check"])
            #expect(check.status == ExitStatus.drift.rawValue, "\(check.stderr)")
            #expect(check.stderr.contains("changed  \(csv): 1 row changed"), "\(check.stderr)")
            #expect(!check.stderr.contains("league=9001/season=2023/standings.csv"))
        }
    }

    @Test func aShardOutsideOneToNIsAUsageError() async throws {
        let outcome = try await ToolProcess.footballETL(["run", "pipeline.yml", "--shard", "4/3"])
        #expect(outcome.status == ExitStatus.usage.rawValue)
        #expect(outcome.stderr.contains("--shard takes I/N with 1 ≤ I ≤ N"), "\(outcome.stderr)")
    }

    /// Writes a pipeline over the three-league recordings into `folder` and returns its path.
    static func pipeline(in folder: String, output: String, partitioned: Bool) async throws -> String {
        let recordings = try await recordings()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = """
            name: partitions
            source:
              recorded: \(recordings)
            scope:
              leagues: [\(leagues.map(String.init).joined(separator: ", "))]
              seasons: [2023]
            extract: [leagues, fixtures, fixture_details, standings, top_scorers, squads]
            load:
              csv: \(output)/csv
              ndjson: \(output)/ndjson
            \(partitioned ? "  partition_by: [league, season]" : "")

            """
        return try TestPipeline.write(text, in: folder)
    }

    private static func manifestPaths(_ path: String) throws -> [String] {
        guard case .array(let outputs)? = try ManifestText.object(at: path)["outputs"] else { return [] }
        return outputs.compactMap { output in
            guard case .object(let object) = output, case .string(let path)? = object["path"] else { return nil }
            return path
        }
    }

    /// Whether `rows` appear in `whole` in the same order (a subsequence of it).
    private static func isInOrder(_ rows: [String], within whole: [String]) -> Bool {
        var remaining = whole[...]
        for row in rows {
            guard let found = remaining.firstIndex(of: row) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }

    private static func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\r\n")
    }

    /// The three leagues' generated recordings, made once per test process.
    static func recordings() async throws -> String {
        try await DemoSeasonFixture.recordingsOfLeagues(leagues.count)
    }
}
