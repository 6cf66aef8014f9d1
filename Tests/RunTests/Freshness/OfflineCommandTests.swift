import Foundation
import TestSupport
import Testing

/// `--offline` on the command line: no server is even listening; the first request nothing
/// stored answers ends the run with exit 66, and `plan --offline` lists every such request and
/// exits 66 too (issue 36 item 1: a run would stop at the first).
@Suite struct OfflineCommandTests {
    @Test func aColdCacheEndsTheRunWithExit66NamingTheRequestAndPlanListsIt() async throws {
        try await ScratchDirectory.with { folder in
            let pipeline = try TestPipeline.write(
                TestPipeline.api(baseURL: "http://127.0.0.1:9/", output: "\(folder)/out", settings: ["cache: \(folder)/cache"]),
                in: folder)
            let environment = ["API_FOOTBALL_KEY": TestPipeline.key]
            let run = try await ToolProcess.footballETL(["run", pipeline, "--offline"], environment: environment)
            #expect(run.status == 66, "\(run.stderr)")
            #expect(run.errorMessage.contains("--offline: nothing stored answers leagues (needed by leagues)"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))

            let plan = try await ToolProcess.footballETL(["plan", pipeline, "--offline"], environment: environment)
            #expect(plan.status == 66, "\(plan.stderr)")
            #expect(plan.errorMessage.contains("--offline: nothing stored answers 3 request(s)"), "\(plan.stderr)")
            #expect(plan.stderr.contains("offline, nothing stored answers: leagues (leagues)"), "\(plan.stderr)")
            #expect(plan.stderr.contains("offline, nothing stored answers: fixtures?league=9001&season=2023 (fixtures)"), "\(plan.stderr)")
        }
    }
}
