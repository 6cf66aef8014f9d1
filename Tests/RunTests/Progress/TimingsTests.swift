import TestSupport
import Foundation
import JSON
import Testing

/// `run --timings`: each phase's seconds as one JSON line on stderr, and nothing else changes.
@Suite struct TimingsTests {
    @Test func timingsGoToStandardErrorOnlyAndNameEveryPhase() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let plain = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/plain"), named: "plain.yml", in: folder)
            let timed = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/timed"), named: "timed.yml", in: folder)
            #expect(try await ToolProcess.footballETL(["run", plain, "--quiet"]).status == 0)
            let outcome = try await ToolProcess.footballETL(["run", timed, "--quiet", "--timings"])

            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout.isEmpty)
            let line = try #require(outcome.stderrLines.last)
            guard case .object(let record) = try JSONParser.parse(Array(line.utf8)),
                  case .object(let phases)? = record["phases"] else {
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
            let plainTree = try FileTree("\(folder)/plain"), timedTree = try FileTree("\(folder)/timed")
            #expect(plainTree.files.count > 2)
            #expect(plainTree.entries.filter { $0.key != "manifest.json" } == timedTree.entries.filter { $0.key != "manifest.json" })
        }
    }
}
