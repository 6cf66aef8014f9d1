import Foundation
import Run
import TestSupport
import Testing

/// A manifest belongs to its pipeline (issue 36 item 5): one written by a pipeline of another
/// name, or of the same name in another file, is treated as absent, with a warning, so a second
/// pipeline writing to the same folder neither removes the first one's files as its own nor
/// compares its fixtures with them. Judged by the CLI's stderr, the changes file and the
/// manifest on disk (read as JSON).
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
                secondRun.stderr.contains(
                    "was written by pipeline standings-first (\(folder)/first.yml), not fixtures-second (\(folder)/second.yml): "
                        + "treated as absent"),
                "\(secondRun.stderr)")
            #expect(FileManager.default.fileExists(atPath: "\(folder)/out/csv/standings.csv"), "the other pipeline's file was removed")

            let again = try await ToolProcess.footballETL(["run", "\(folder)/second.yml"])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(!again.stderr.contains("treated as absent"), "its own manifest is no foreign one: \(again.stderr)")
        }
    }

    /// Two files of the same pipeline name, one league each, into one folder: the second run's
    /// manifest is another file's, so `--changes-only` lists none of its fixtures as new.
    @Test func aPipelineOfTheSameNameInAnotherFileIsForeign() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try await DemoSeasonFixture.recordingsOfLeagues(2)
            func pipeline(league: Int) -> String {
                TestPipeline.recorded(recordings, output: "\(folder)/out", extract: "[fixtures]", name: "same-name")
                    .replacingOccurrences(of: "leagues: [9001]", with: "leagues: [\(league)]")
            }
            for sub in ["a", "b"] { try FileManager.default.createDirectory(atPath: "\(folder)/\(sub)", withIntermediateDirectories: true) }
            let first = try TestPipeline.write(pipeline(league: 9001), in: "\(folder)/a")
            let second = try TestPipeline.write(pipeline(league: 9002), in: "\(folder)/b")
            let firstRun = try await ToolProcess.footballETL(["run", first])
            try #require(firstRun.status == 0, "\(firstRun.stderr)")
            #expect(try Self.recordedPipelinePath(in: "\(folder)/out") == "../a/pipeline.yml")

            let changes = "\(folder)/changes.ndjson"
            let secondRun = try await ToolProcess.footballETL(["run", second, "--changes-only", changes])

            #expect(secondRun.status == 0, "\(secondRun.stderr)")
            #expect(
                secondRun.stderr.contains(
                    "\(folder)/out/manifest.json was written by pipeline same-name (\(folder)/a/pipeline.yml), "
                        + "not same-name (\(folder)/b/pipeline.yml): treated as absent"),
                "\(secondRun.stderr)")
            #expect(try String(contentsOfFile: changes, encoding: .utf8).isEmpty, "another file's fixtures are no changes")
            #expect(try Self.recordedPipelinePath(in: "\(folder)/out") == "../b/pipeline.yml")
        }
    }

    /// The same file run from another working folder names the same pipeline: its manifest is
    /// its own, and names the file by the same path, relative to the manifest's folder.
    @Test func theSamePipelineRunFromAnotherFolderIsItsOwn() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            try FileManager.default.createDirectory(atPath: "\(folder)/p", withIntermediateDirectories: true)
            _ = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: "\(folder)/p")
            let fromTop = try await ToolProcess.footballETL(["run", "p/pipeline.yml"], in: folder)
            try #require(fromTop.status == 0, "\(fromTop.stderr)")
            let manifest = try String(contentsOfFile: "\(folder)/out/manifest.json", encoding: .utf8)
            #expect(try Self.recordedPipelinePath(in: "\(folder)/out") == "../p/pipeline.yml")

            let fromInside = try await ToolProcess.footballETL(["run", "./pipeline.yml", "--full"], in: "\(folder)/p")

            #expect(fromInside.status == 0, "\(fromInside.stderr)")
            #expect(!fromInside.stderr.contains("treated as absent"), "the same file is no foreign pipeline: \(fromInside.stderr)")
            #expect(try String(contentsOfFile: "\(folder)/out/manifest.json", encoding: .utf8) == manifest, "the same bytes")
        }
    }

    /// The manifest's `pipeline.path` below `output`, read as JSON.
    private static func recordedPipelinePath(in output: String) throws -> String? {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(output)/manifest.json"))
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (root?["pipeline"] as? [String: Any])?["path"] as? String
    }
}
