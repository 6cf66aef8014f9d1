import FileIO
import Foundation
import Testing

/// A two-league demo season, linked into a test's folder so its recordings can be edited, a
/// pipeline writing CSV, NDJSON and workbooks from it, and a store folder of its own.
struct IncrementalSetup {
    let folder: String
    let pipeline: String
    let output: String

    /// `name` is the pipeline's `name:` text; `workbooks: false` writes CSV and NDJSON only;
    /// `store` is a `load.store` mapping (`{path: ., max_mb: 1}`), none for the default folder.
    static func make(
        in folder: String, playerSheets: String = "none", name: String = "incremental", workbooks: Bool = true, store: String? = nil
    ) async throws -> IncrementalSetup {
        let recordings = "\(folder)/rec"
        if !FileManager.default.fileExists(atPath: recordings) {
            try FileManager.default.linkTree(try await DemoSeasonFixture.recordingsOfLeagues(2), to: recordings)
        }
        let output = "\(folder)/out"
        let workbook = #"xlsx: {path: "\#(output)/{league_slug}-{season}.xlsx", team_sheets: false, player_sheets: \#(playerSheets)}"#
        let extraLoad = (workbooks ? [workbook] : []) + (store.map { ["store: \($0)"] } ?? [])
        let text = """
            name: \(name)
            source:
              recorded: \(recordings)
            scope:
              leagues: [9001, 9002]
              seasons: [2023]
            extract: [leagues, fixtures, fixture_details, standings, squads]
            load:
              csv: \(output)/csv
              ndjson: \(output)/ndjson
            \(extraLoad.map { "  \($0)" }.joined(separator: "\n"))

            """
        return IncrementalSetup(folder: folder, pipeline: try TestPipeline.write(text, in: folder), output: output)
    }

    /// A setup (`make`) after its first run: the outputs that run wrote and its two store entries.
    static func afterFirstRun(
        in folder: String, workbooks: Bool = true
    ) async throws -> (IncrementalSetup, full: FileTree, entries: [String]) {
        let setup = try await make(in: folder, workbooks: workbooks)
        _ = try await setup.run()
        let entries = try setup.storeEntries()
        try #require(entries.count == 2)
        return (setup, try FileTree(setup.output), entries)
    }

    func environment(epoch: String? = nil) -> [String: String] {
        var environment = ["XDG_CACHE_HOME": "\(folder)/xdg"]
        if let epoch { environment["SOURCE_DATE_EPOCH"] = epoch }
        return environment
    }

    /// Runs the pipeline (in `directory`, with `variables` added to the environment); returns the
    /// outcome and how many league-seasons it reused (`--timings`).
    func run(
        _ extra: [String] = [], epoch: String? = nil, variables: [String: String] = [:], in directory: String? = nil
    ) async throws -> (outcome: ToolOutcome, reused: Int) {
        let outcome = try await ToolProcess.footballETL(
            ["run", pipeline, "--timings"] + extra, environment: environment(epoch: epoch).merging(variables) { $1 }, in: directory)
        try #require(outcome.status == 0, "\(outcome.stderr)")
        return (outcome, try Self.reused(in: outcome))
    }

    /// How many league-seasons a run given `--timings` reused, from its timings line on stderr.
    static func reused(in outcome: ToolOutcome) throws -> Int {
        let marker = "\"reused_league_seasons\":"
        let line = try #require(outcome.stderr.components(separatedBy: "\n").first { $0.contains(marker) }, "\(outcome.stderr)")
        let digits = line.components(separatedBy: marker)[1].prefix { $0.isNumber }
        return try #require(Int(digits))
    }

    /// The seconds a run given `--timings` spent in `phase` (`csv`, `finish`…), from its timings line.
    static func seconds(in phase: String, of outcome: ToolOutcome) throws -> Double {
        let marker = "\"\(phase)\":"
        let line = try #require(outcome.stderr.components(separatedBy: "\n").first { $0.contains("\"timings\"") }, "\(outcome.stderr)")
        let digits = line.components(separatedBy: marker)[1].prefix { $0.isNumber || $0 == "." }
        return try #require(Double(digits))
    }

    /// What a run printed but what says how long it took: its timings line, its progress lines
    /// and the seconds of its last line.
    static func printed(by outcome: ToolOutcome) -> String {
        (outcome.stdout + outcome.stderr).components(separatedBy: "\n")
            .filter { !$0.contains("\"timings\"") && !$0.contains("(started at ") }
            .map { $0.hasPrefix("done in ") ? String($0.drop { $0 != ";" }) : $0 }
            .joined(separator: "\n")
    }

    /// Gives every output file a new modification time (not new bytes), so the next run cannot
    /// skip as unchanged (`UnchangedRun`) and reads the store.
    func touchOutputs() throws {
        for path in try FileTree(output).files {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: "\(output)/\(path)")
        }
    }

    /// Each output file's modification time, by path relative to the output folder; not the
    /// manifest's, which every run that commits sets (`OutputStaging.markManifestAsRunStamp`).
    func modificationTimes() throws -> [String: Date] {
        var times: [String: Date] = [:]
        for path in try FileTree(output).files where path != "manifest.json" {
            times[path] = try FileManager.default.attributesOfItem(atPath: "\(output)/\(path)")[.modificationDate] as? Date
        }
        return times
    }

    /// Adds a point to the first team of the league's recorded standings (a new file: the
    /// recordings are links to the shared ones).
    func changeStandings(of league: Int) throws {
        let path = "\(folder)/rec/standings/league=\(league)&season=2023.json"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let key = try #require(text.range(of: "\"points\""))
        let digits = try #require(text[key.upperBound...].firstIndex { $0.isNumber })
        let end = text[digits...].firstIndex { !$0.isNumber } ?? text.endIndex
        text.replaceSubrange(digits..<end, with: String(try #require(Int(text[digits..<end])) + 1))
        try FileManager.default.removeItem(atPath: path)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Renames the first match's referee in the recorded per-match batch holding `fixture` (a
    /// fixture-level answer), as a new file.
    func changeReferee(inBatchHolding fixture: Int) throws {
        let folder = "\(folder)/rec/fixtures"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("ids=\(fixture)-") })
        let path = "\(folder)/\(name)"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let key = try #require(text.range(of: "\"referee\": \""))
        try FileManager.default.removeItem(atPath: path)
        try text.replacingCharacters(in: key, with: "\"referee\": \"Changed ").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The store's entry files.
    func storeEntries() throws -> [String] {
        let store = "\(folder)/xdg/football-etl/store"
        return try FileManager.default.subpathsOfDirectory(atPath: store).filter { $0.hasSuffix(".entry") }.sorted().map {
            "\(store)/\($0)"
        }
    }

    /// A team name from the standings file the first run wrote.
    func firstTeamName() throws -> String {
        let lines = try String(contentsOfFile: "\(output)/csv/standings.csv", encoding: .utf8).components(separatedBy: "\r\n")
        let header = lines[0].components(separatedBy: ",")
        let row = lines[1].components(separatedBy: ",")
        return row[try #require(header.firstIndex(of: "team_name"), "\(header)")]
    }

    /// Replaces `text` in a store entry's payload and gives the entry a matching digest, as if it had been stored so.
    static func poison(_ entry: String, replacing text: String, with replacement: String) throws {
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: entry)).dropLast(64))
        let old = Array(text.utf8)
        let new = Array(replacement.utf8)
        var index = 0
        while index + old.count <= bytes.count {
            if Array(bytes[index..<index + old.count]) == old {
                bytes.replaceSubrange(index..<index + old.count, with: new)
            }
            index += 1
        }
        try Data(bytes + Array(ContentDigest.sha256(bytes).utf8)).write(to: URL(fileURLWithPath: entry))
    }
}
