import Foundation
import Run
import TestSupport
import Testing

/// Paths make cannot read in a dependency file: a line break is refused before any work (make has
/// no escape for it); `%` is pinned by `MakefileIntegrationTests`.
@Suite struct DepfilePathTests {
    @Test(arguments: ["csv: \"out/a\\nb\"", "sqlite: \"out/a\\rb.sqlite\"", "xlsx: {path: \"out/x\\ny.xlsx\"}"])
    func anOutputPathWithALineBreakIsAConfigError(load: String) async throws {
        try await ScratchDirectory.with { folder in
            let text = TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out", load: [load])
            let path = try TestPipeline.write(text, in: folder)
            for command in [["validate", path], ["run", path, "--depfile", "\(folder)/out.d"]] {
                let outcome = try await ToolProcess.footballETL(command)
                #expect(outcome.status == ExitStatus.config.rawValue, "\(command[0]): \(outcome.stderr)")
                #expect(outcome.stderr.contains("on one line"), "\(outcome.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out.d"))
        }
    }

    @Test func aDepfilePathWithALineBreakIsAUsageError() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let path = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)
            let outcome = try await ToolProcess.footballETL(["run", path, "--depfile", "\(folder)/out\n.d"])
            #expect(outcome.status == ExitStatus.usage.rawValue, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("--depfile"), "\(outcome.stderr)")
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"), "nothing is written")
        }
    }
}
