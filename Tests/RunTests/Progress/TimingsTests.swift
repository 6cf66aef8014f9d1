import Foundation
import JSON
import TestSupport
import Testing

/// `run --timings`: each phase's seconds as one JSON line on stderr, and nothing else changes.
@Suite struct TimingsTests {
    /// The timings come last, after the warnings and the summary, with the progress lines' phase
    /// names and a note that phases overlap (issue 36 item 7).
    @Test func timingsComeLastWithTheProgressNamesAndSayPhasesOverlap() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)
            let outcome = try await ToolProcess.footballETL(["run", pipeline, "--timings"])

            #expect(outcome.status == 0, "\(outcome.stderr)")
            let lines = outcome.stderrLines.filter { !$0.isEmpty }
            let timings = try #require(lines.firstIndex { $0.contains("\"event\":\"timings\"") }, "\(outcome.stderr)")
            let done = try #require(lines.firstIndex { $0.hasPrefix("done in ") }, "\(outcome.stderr)")
            #expect(timings == lines.count - 1 && done < timings, "\(outcome.stderr)")
            guard case .object(let record) = try JSONParser.parse(Array(lines[timings].utf8)),
                case .object(let progress)? = record["progress"], case .string(let overlap)? = record["overlap"]
            else {
                Issue.record("no progress phases or overlap note: \(lines[timings])")
                return
            }
            #expect(progress.keys == ["fetching", "building tables", "writing files", "rendering workbooks"])
            #expect(overlap.hasPrefix("phases overlap"))
        }
    }

    /// `--log-format json` gives one `plan` record per phase, not one per increment of the
    /// requests known (39 on the demo before).
    @Test func aJSONLogHasOnePlanRecordPerPhase() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try await DemoSeasonFixture.recordings()
            let outcome = try await ToolProcess.footballETL(
                ["run", RepositoryPaths.demoPipeline, "--log-format", "json"],
                environment: ["DEMO_RECORDINGS": recordings, "OUTPUT_DIR": "\(folder)/out"])

            #expect(outcome.status == 0, "\(outcome.stderr)")
            let records = outcome.stderrJSONObjects.compactMap { $0 }
            let plans = records.filter { $0.string("event") == "plan" }
            let phaseChanges = records.filter { $0.string("event") == "phase" }.count
            #expect(!plans.isEmpty)
            #expect(plans.count <= 2 * phaseChanges, "\(plans.count) plan records for \(phaseChanges) phases")
            #expect(plans.count <= 4, "\(plans.count) plan records")
        }
    }

    @Test func timingsGoToStandardErrorOnlyAndNameEveryPhase() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let plain = try TestPipeline.write(
                TestPipeline.recorded("\(folder)/rec", output: "\(folder)/plain"), named: "plain.yml", in: folder)
            let timed = try TestPipeline.write(
                TestPipeline.recorded("\(folder)/rec", output: "\(folder)/timed"), named: "timed.yml", in: folder)
            #expect(try await ToolProcess.footballETL(["run", plain, "--quiet"]).status == 0)
            let outcome = try await ToolProcess.footballETL(["run", timed, "--quiet", "--timings"])

            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout.isEmpty)
            let line = try #require(outcome.stderrLines.last)
            guard case .object(let record) = try JSONParser.parse(Array(line.utf8)),
                case .object(let phases)? = record["phases"]
            else {
                Issue.record("not a timings record: \(line)")
                return
            }
            #expect(record["event"] == .string("timings"))
            let names = ["parse_decode", "tables", "csv", "ndjson", "parquet", "sqlite", "xlsx", "postgres", "finish"]
            #expect(phases.keys == names)
            for name in names {
                guard case .number(let seconds)? = phases[name], let value = Double(seconds) else {
                    Issue.record("\(name): \(String(describing: phases[name]))")
                    continue
                }
                #expect(value >= 0, "\(name)")
            }
            // The timed run's outputs are the plain run's, byte for byte (the manifests differ only
            // in the pipeline file's hash: the two files name different output folders).
            let plainTree = try FileTree("\(folder)/plain")
            let timedTree = try FileTree("\(folder)/timed")
            #expect(plainTree.files.count > 2)
            #expect(plainTree.entries.filter { $0.key != "manifest.json" } == timedTree.entries.filter { $0.key != "manifest.json" })
        }
    }
}
