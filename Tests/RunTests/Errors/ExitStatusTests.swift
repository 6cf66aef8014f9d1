import Foundation
import Run
import TestSupport
import Testing

/// Runs the CLI into each documented exit code that needs no server, and checks that the
/// message names the place (file, request, path, flag) and says what to do.
@Suite struct ExitStatusTests {
    private let standings = "standings/league=9001&season=2023.json"
    private let standingsRequest = "standings?league=9001&season=2023"

    @Test func demoRunSucceeds() async throws {
        let shared = try await DemoSeasonFixture.shared()
        #expect(shared.run.status == ExitStatus.success.rawValue, "\(shared.run.stderr)")
        #expect(shared.run.stderr.contains("demo-2023: 32 tables"))
        #expect(shared.run.stderr.contains("100 files (100 written, 0 unchanged)"))
        #expect(
            shared.run.stderr.contains("requests: \(DemoSeasonFixture.recordingCount) from recordings, 0 from cache, 0 from the network"))
        let files = try FileTree(shared.output).files
        #expect(files.count == 100)
        #expect(files.contains("manifest.json") && files.contains("premier-division-2023.xlsx"))
        #expect(files.contains("parquet/odds.parquet") && files.contains("football.sqlite"))
        // The summary says where each kind of output went.
        #expect(shared.run.stderr.contains("  parquet  \(shared.output)/parquet (32 files)"), "\(shared.run.stderr)")
        #expect(shared.run.stderr.contains("  sqlite   \(shared.output)/football.sqlite"))
    }

    @Test func checkAfterEditingARowNamesTheFileAndTheKey() async throws {
        try await ScratchDirectory.with { folder in
            let pipeline = try await DemoSeasonFixture.smallExport(in: folder)
            let csv = "\(folder)/out/csv/standings.csv"
            let key = ["league_id", "season", "group_name", "team_id"]
            let edit = try CSVRowEdit.incrementing(column: "points", row: 2, in: csv, keyColumns: key)
            let before = try FileTree("\(folder)/out")
            let check = try await ToolProcess.footballETL(["run", pipeline, "--check"])

            #expect(check.status == ExitStatus.drift.rawValue, "\(check.stderr)")
            #expect(check.stderr.contains("changed  \(csv): 1 row changed (league_id/season/group_name/team_id=\(edit.key))"))
            #expect(check.stderr.contains("1 of 8 outputs differ; 7 unchanged."))
            #expect(try FileTree("\(folder)/out") == before, "--check wrote to the outputs")
        }
    }

    @Test(arguments: [["run", "pipeline.yml", "--bogus"], ["run"]])
    func badUsageNamesTheProblemAndPointsToHelp(_ arguments: [String]) async throws {
        let outcome = try await ToolProcess.footballETL(arguments)
        #expect(outcome.status == ExitStatus.usage.rawValue)
        let problem = arguments.count > 2 ? "Unknown option '--bogus'" : "Missing expected argument '<pipeline>'"
        #expect(outcome.stderr.contains(problem), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("See 'football-etl run --help' for more information."))
    }

    /// `--max-age` takes what `max_age:` takes, at most 3650d: a longer one is a usage error that
    /// says the longest, before anything is read (it was taken up to Int.max seconds).
    @Test(arguments: ["3651d", "315360001s"])
    func aMaxAgeBeyondTenYearsIsRefusedWithTheLongest(_ maxAge: String) async throws {
        let outcome = try await ToolProcess.footballETL(["run", "no-such-pipeline.yml", "--max-age", maxAge])
        #expect(outcome.status == ExitStatus.usage.rawValue, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--max-age \(maxAge) is longer than allowed: at most 3650d"), "\(outcome.stderr)")
    }

    @Test func truncatedRecordingNamesRequestFileAndPosition() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let recording = "\(folder)/rec/\(standings)"
            let kept = try [UInt8](Data(contentsOf: URL(fileURLWithPath: recording))).prefix(3000)
            try Data(kept).write(to: URL(fileURLWithPath: recording))
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline])

            #expect(outcome.status == ExitStatus.dataError.rawValue, "\(outcome.stderr)")
            let lastLine = kept.split(separator: 0x0A, omittingEmptySubsequences: false).last ?? []
            let line = kept.count { $0 == 0x0A } + 1
            #expect(outcome.errorMessage.contains("the recording of \(standingsRequest) at \(recording) is not a JSON envelope"))
            #expect(outcome.errorMessage.contains("(line \(line), column \(lastLine.count + 1): the document ends inside "))
            #expect(outcome.errorMessage.contains("(truncated?))"))
            #expect(outcome.errorMessage.hasSuffix("Record it again."))
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
        }
    }

    @Test func missingRecordingNamesTheRequestAndTheExactPath() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset.filter { $0 != standings }, to: "\(folder)/rec")
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline])

            #expect(outcome.status == ExitStatus.noInput.rawValue, "\(outcome.stderr)")
            #expect(outcome.errorMessage.hasPrefix("no recording for \(standingsRequest): expected \(folder)/rec/\(standings)."))
            #expect(outcome.errorMessage.contains("Record it with a `source: api` run"))
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
        }
    }

    @Test func missingPipelineFileNamesThePathAndSaysWhatToDo() async throws {
        try await ScratchDirectory.with { folder in
            let outcome = try await ToolProcess.footballETL(["run", "\(folder)/no-such-pipeline.yml"])

            #expect(outcome.status == ExitStatus.noInput.rawValue)
            #expect(outcome.errorMessage.contains("'\(folder)/no-such-pipeline.yml': No such file or directory"))
            // What to do, in the words the other messages use ("Check the path.", "Check that …").
            #expect(outcome.errorMessage.contains("Check "), "no remedy in: \(outcome.errorMessage)")
        }
    }

    @Test func outputUnderARegularFileNamesThePathAndLeavesNothing() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            try "not a folder\n".write(toFile: "\(folder)/blocker", atomically: true, encoding: .utf8)
            // CSV is staged first and succeeds; NDJSON then needs a folder where a file is.
            let text = TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out")
                .replacingOccurrences(of: "ndjson: \(folder)/out/ndjson", with: "ndjson: \(folder)/blocker/ndjson")
            let pipeline = try TestPipeline.write(text, in: folder)
            let before = try FileTree(folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline])

            #expect(outcome.status == ExitStatus.cannotCreate.rawValue, "\(outcome.stderr)")
            #expect(
                outcome.errorMessage.hasPrefix(
                    "cannot write load.ndjson at \(folder)/blocker: a file is there, where a folder should be."))
            #expect(outcome.errorMessage.contains("change the path under `load:` in the pipeline file"))
            #expect(try FileTree(folder) == before, "a partial output was left behind")
        }
    }

    @Test func recordingThatIsAFolderNamesRequestPathAndReason() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset.filter { $0 != standings }, to: "\(folder)/rec")
            try FileManager.default.createDirectory(atPath: "\(folder)/rec/\(standings)", withIntermediateDirectories: true)
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline])

            // Not a file at all, like a FIFO or a device: a missing recording (66), as `convert` says.
            #expect(outcome.status == ExitStatus.noInput.rawValue, "\(outcome.stderr)")
            #expect(outcome.errorMessage.hasPrefix("cannot read the recording of \(standingsRequest) at \(folder)/rec/\(standings): "))
            #expect(outcome.errorMessage.contains("it is a folder, not a regular file"), "opaque reason in: \(outcome.errorMessage)")
            #expect(outcome.errorMessage.hasSuffix("(record it again)."))
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
        }
    }

    @Test func unknownKeyNamesFileLineColumnAndSuggestsTheKey() async throws {
        try await ScratchDirectory.with { folder in
            let text = TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out")
                .replacingOccurrences(of: "extract:", with: "extrct:")
            let pipeline = try TestPipeline.write(text, in: folder)
            let line =
                try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("extrct:") }) + 1

            let outcome = try await ToolProcess.footballETL(["run", pipeline])

            #expect(outcome.status == ExitStatus.config.rawValue)
            #expect(outcome.errorMessage == "\(pipeline):\(line):1: unknown key 'extrct' at the top level; did you mean 'extract'?")
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
        }
    }
}
