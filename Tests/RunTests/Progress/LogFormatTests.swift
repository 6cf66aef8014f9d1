import Foundation
import Run
import TestSupport
import Testing

/// `--log-format json`: CI reads stderr as one JSON object per line, failures included.
@Suite struct LogFormatTests {
    @Test func failedRunWritesItsErrorAsAJSONRecord() async throws {
        try await ScratchDirectory.with { folder in
            let missing = "standings/league=9001&season=2023.json"
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset.filter { $0 != missing }, to: "\(folder)/rec")
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline, "--log-format", "json"])

            #expect(outcome.status == ExitStatus.noInput.rawValue)
            let records = outcome.stderrJSONObjects
            for (line, record) in zip(outcome.stderrLines, records) {
                #expect(record?.string("level") != nil && record?.string("event") != nil, "not a log record: \(line)")
            }
            let errors = records.compactMap { $0 }.filter { $0.string("level") == "error" }
            #expect(errors.contains { $0.string("message")?.contains("expected \(folder)/rec/\(missing)") == true })
        }
    }

    @Test func quietRunPrintsNothingButWarnings() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline, "--quiet"])

            #expect(outcome.status == 0)
            #expect(outcome.stdout.isEmpty && outcome.stderr.isEmpty, "\(outcome.stderr)")
            #expect(try FileTree("\(folder)/out").files.count == 8)
        }
    }
}
