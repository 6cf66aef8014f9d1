import Foundation
import Run
import TestSupport
import Testing

/// A run that fails leaves the previous outputs exactly as they were, and no temp files.
@Suite struct AtomicityTests {
    @Test func runFailingOnALateRequestLeavesPreviousOutputsAsTheyWere() async throws {
        let shared = try await DemoSeasonFixture.shared()
        try await ScratchDirectory.with { folder in
            try FileManager.default.linkTree(shared.recordings, to: "\(folder)/rec")
            // Head-to-head answers are among the last requests: everything before them is fetched.
            let late = try #require(try FileTree("\(folder)/rec").files.filter { $0.hasPrefix("fixtures_headtohead/") }.last)
            try FileManager.default.removeItem(atPath: "\(folder)/rec/\(late)")
            try FileManager.default.copyItem(atPath: shared.output, toPath: "\(folder)/out")
            let before = try FileTree(folder)

            let outcome = try await ToolProcess.footballETL(
                ["run", RepositoryPaths.demoPipeline], environment: ["DEMO_RECORDINGS": "\(folder)/rec", "OUTPUT_DIR": "\(folder)/out"])

            #expect(outcome.status == ExitStatus.noInput.rawValue, "\(outcome.stderr)")
            #expect(outcome.errorMessage.contains("expected \(folder)/rec/\(late)"))
            let after = try FileTree(folder)
            #expect(after == before, "\(before.differences(from: after))")
            #expect(after.temporaryEntries.isEmpty)
        }
    }

    @Test func outputThatCannotBePlacedReplacesNoneOfTheOthers() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let previous = TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out", extract: "[leagues, fixtures]")
            #expect(try await ToolProcess.footballETL(["run", try TestPipeline.write(previous, in: folder)]).status == 0)
            // The next run changes fixtures (a local kickoff column) and adds standings, but a
            // folder sits where its last table file would go.
            try FileManager.default.createDirectory(atPath: "\(folder)/out/ndjson/standings.ndjson", withIntermediateDirectories: true)
            let next = TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out", transform: "transform: {timezone: Asia/Tokyo}")
            let pipeline = try TestPipeline.write(next, named: "next.yml", in: folder)
            let before = try FileTree(folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline])

            #expect(outcome.status == ExitStatus.cannotCreate.rawValue, "\(outcome.stderr)")
            #expect(outcome.errorMessage.hasPrefix("cannot create output \(folder)/out/ndjson/standings.ndjson: a folder is in the way."))
            let after = try FileTree(folder)
            #expect(after == before, "\(before.differences(from: after))")
            #expect(after.temporaryEntries.isEmpty)
        }
    }
}
