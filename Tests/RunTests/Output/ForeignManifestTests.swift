import Foundation
import Run
import TestSupport
import Testing

/// A manifest belongs to its pipeline (issue 36 item 5): one written by a pipeline of another
/// name is treated as absent, with a warning, so a second pipeline writing to the same folder
/// neither removes the first one's files as its own nor compares its fixtures with them.
/// Judged by the CLI's stderr and the files on disk.
@Suite struct ForeignManifestTests {
    @Test func anotherPipelinesManifestIsTreatedAsAbsentWithAWarning() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let first = TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out", name: "standings-first")
            let firstRun = try await ToolProcess.footballETL(["run", try TestPipeline.write(first, named: "first.yml", in: folder)])
            try #require(firstRun.status == 0, "\(firstRun.stderr)")
            #expect(FileManager.default.fileExists(atPath: "\(folder)/out/csv/standings.csv"))

            let second = TestPipeline.recorded(
                "\(folder)/rec", output: "\(folder)/out", extract: "[leagues, fixtures]", name: "fixtures-second")
            let secondRun = try await ToolProcess.footballETL(["run", try TestPipeline.write(second, named: "second.yml", in: folder)])

            #expect(secondRun.status == 0, "\(secondRun.stderr)")
            #expect(
                secondRun.stderr.contains("was written by pipeline standings-first, not fixtures-second: treated as absent"),
                "\(secondRun.stderr)")
            #expect(FileManager.default.fileExists(atPath: "\(folder)/out/csv/standings.csv"), "the other pipeline's file was removed")

            let again = try await ToolProcess.footballETL(["run", "\(folder)/second.yml"])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(!again.stderr.contains("treated as absent"), "its own manifest is no foreign one: \(again.stderr)")
        }
    }
}
