import Foundation
import Run
import TestSupport
import Testing

extension FakeServerTests {
    /// An answer past `source.max_answer_mb` stops its transfer and the run (exit 65), and is
    /// neither cached nor recorded. Judged by the fake HTTP server on 127.0.0.1 (its oversize
    /// fault, its request log) and the file system (the cache and recordings folders).
    @Suite struct OversizedAnswerTests {
        @Test func anAnswerPastTheCapStopsTheRunAndIsNeitherCachedNorRecorded() async throws {
            try await ScratchDirectory.with { folder in
                let recordings = try await DemoSeasonFixture.recordings()
                let scenario = #"{"faults": [{"kind": "oversize", "endpoint": "leagues", "bytes": 3145728}]}"#
                try await FakeAPIServer.with(recordings: recordings, scenario: scenario, in: folder) { server in
                    let settings = ["cache: \(folder)/cache", "record: \(folder)/recorded", "concurrency: 1"]
                    let text = TestPipeline.api(baseURL: server.baseURL, output: "\(folder)/out", settings: settings)
                        .replacingOccurrences(of: "source:\n", with: "source:\n  max_answer_mb: 1\n")
                    let pipeline = try TestPipeline.write(text, in: folder)

                    let outcome = try await ToolProcess.footballETL(["run", pipeline], environment: ["API_FOOTBALL_KEY": TestPipeline.key])

                    #expect(outcome.status == ExitStatus.dataError.rawValue, "\(outcome.stderr)")
                    #expect(outcome.errorMessage.hasPrefix("the answer to leagues is larger than 1 MiB, the most an answer may have"))
                    #expect(outcome.errorMessage.contains("raise `source.max_answer_mb` (1 to 1024 MiB)"))
                    #expect(try server.requests() == ["/leagues"], "an answer too large is not sent for again")
                    let cached = ScratchDirectory.files(in: "\(folder)/cache").filter { !$0.hasPrefix("failed-requests-") }
                    #expect(cached.isEmpty, "cached: \(cached)")
                    #expect(ScratchDirectory.files(in: "\(folder)/recorded").isEmpty)
                    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
                }
            }
        }
    }
}
