import Foundation
import Run
import TestSupport
import Testing

extension FakeServerTests {
    /// `--offline` never sends the key, so a cron or CI job replaying its cache needs none:
    /// an unset `source.api.key` variable is no error then; any other unset variable still is.
    /// `plan` and `leagues` need no key either when what they read is stored (issue 36 item 1).
    @Suite struct OfflineWithoutKeyTests {
        @Test func anOfflineReplayOfAWarmCacheRunsWithoutTheKey() async throws {
            try await ScratchDirectory.with { folder in
                let recordings = try await DemoSeasonFixture.recordings()
                try await FakeAPIServer.with(recordings: recordings, in: folder) { server in
                    let text = TestPipeline.api(baseURL: server.baseURL, output: "\(folder)/out", settings: ["cache: \(folder)/cache"])
                    let pipeline = try TestPipeline.write(text, in: folder)
                    let warm = try await ToolProcess.footballETL(["run", pipeline], environment: ["API_FOOTBALL_KEY": TestPipeline.key])
                    #expect(warm.status == ExitStatus.success.rawValue, "\(warm.stderr)")
                    let sent = try server.requests().count
                    try FileManager.default.removeItem(atPath: "\(folder)/out")

                    let replay = try await ToolProcess.footballETL(["run", pipeline, "--offline"])
                    #expect(replay.status == ExitStatus.success.rawValue, "\(replay.stderr)")
                    #expect(FileManager.default.fileExists(atPath: "\(folder)/out/csv/fixtures.csv"))
                    let plan = try await ToolProcess.footballETL(["plan", pipeline, "--offline"])
                    #expect(plan.status == ExitStatus.success.rawValue, "\(plan.stderr)")
                    let keylessPlan = try await ToolProcess.footballETL(["plan", pipeline])
                    #expect(keylessPlan.status == ExitStatus.success.rawValue, "\(keylessPlan.stderr)")
                    let leagues = try await ToolProcess.footballETL(["leagues", "--pipeline", pipeline, "--format", "csv"])
                    #expect(leagues.status == ExitStatus.success.rawValue, "\(leagues.stderr)")
                    #expect(leagues.stdout.contains("9001"), "the cached catalog answers `leagues` without the key")
                    #expect(try server.requests().count == sent, "an offline run, or a command without the key, sent a request")

                    let online = try await ToolProcess.footballETL(["run", pipeline])
                    #expect(online.status == ExitStatus.config.rawValue, "\(online.stderr)")
                    #expect(online.errorMessage.contains("environment variable 'API_FOOTBALL_KEY' is not set"), "\(online.stderr)")
                }
            }
        }

        @Test func anyOtherUnsetVariableIsStillAnErrorOffline() async throws {
            try await ScratchDirectory.with { folder in
                let text = TestPipeline.api(baseURL: "http://127.0.0.1:9/", output: "${OUT_DIR}", settings: ["cache: \(folder)/cache"])
                let pipeline = try TestPipeline.write(text, in: folder)
                for command in ["run", "plan", "record"] {
                    let outcome = try await ToolProcess.footballETL([command, pipeline, "--offline"])
                    #expect(outcome.status == ExitStatus.config.rawValue, "\(command): \(outcome.stderr)")
                    #expect(outcome.stderr.contains("environment variable 'OUT_DIR' is not set"), "\(command): \(outcome.stderr)")
                    #expect(!outcome.stderr.contains("API_FOOTBALL_KEY"), "\(command): \(outcome.stderr)")
                }
            }
        }
    }
}
