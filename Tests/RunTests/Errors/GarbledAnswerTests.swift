import Foundation
import Run
import TestSupport
import Testing

extension FakeServerTests {
    /// A 200 whose body is not JSON at all (a gateway's HTML page) or ends early is a fault of the
    /// path: asked again like a 5xx, each try counted against `daily_budget`, never cached or
    /// recorded; when the retries are spent, 65 naming the request. Before, it was refused at once.
    @Suite struct GarbledAnswerTests {
        static let gatewayPage = "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"

        private func pipeline(_ server: FakeAPIServer, in folder: String, settings: [String]) throws -> String {
            let all = ["cache: \(folder)/cache", "record: \(folder)/rec", "concurrency: 1"] + settings
            return try TestPipeline.write(
                TestPipeline.api(baseURL: server.baseURL, output: "\(folder)/out", settings: all, extract: "[leagues]"), in: folder)
        }

        private func fault(_ kind: String, times: Int) -> String {
            switch kind {
            case "html": #"{"kind": "raw", "status": 200, "body": "\#(Self.gatewayPage)", "times": \#(times)}"#
            default: #"{"kind": "invalid_json", "times": \#(times)}"#
            }
        }

        @Test(arguments: ["html", "cut"])
        func aGarbledAnswerIsAskedAgainAndOnlyTheGoodOneIsKept(kind: String) async throws {
            try await ScratchDirectory.with { folder in
                let scenario = #"{"faults": [\#(fault(kind, times: 1))]}"#
                try await FakeAPIServer.with(recordings: try await DemoSeasonFixture.recordings(), scenario: scenario, in: folder) {
                    server in
                    let path = try pipeline(server, in: folder, settings: ["retries: 3"])
                    let outcome = try await ToolProcess.footballETL(["run", path], environment: ["API_FOOTBALL_KEY": TestPipeline.key])
                    #expect(outcome.status == ExitStatus.success.rawValue, "\(outcome.stderr)")
                    #expect(try server.requests() == ["/leagues", "/leagues"])
                    let recorded = try String(contentsOfFile: "\(folder)/rec/leagues/_.json", encoding: .utf8)
                    #expect(recorded.contains("\"response\""), "the recording is the good answer")
                    let cached = try FileManager.default.subpathsOfDirectory(atPath: "\(folder)/cache").filter { !$0.hasPrefix(".") }
                    let cachedText = cached.map { try? Data(contentsOf: URL(fileURLWithPath: "\(folder)/cache/\($0)")) }
                        .compactMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
                    #expect(!cachedText.contains { $0.contains("Bad Gateway") }, "a garbled body was cached")
                }
            }
        }

        @Test func whenTheRetriesAreSpentTheRunEndsAt65NamingTheRequestAndKeepsNothing() async throws {
            try await ScratchDirectory.with { folder in
                let scenario = #"{"faults": [\#(fault("html", times: 100))]}"#
                try await FakeAPIServer.with(recordings: try await DemoSeasonFixture.recordings(), scenario: scenario, in: folder) {
                    server in
                    let path = try pipeline(server, in: folder, settings: ["retries: 1"])
                    let outcome = try await ToolProcess.footballETL(["run", path], environment: ["API_FOOTBALL_KEY": TestPipeline.key])
                    #expect(outcome.status == ExitStatus.dataError.rawValue, "\(outcome.stderr)")
                    #expect(
                        outcome.errorMessage.hasPrefix("the API's answer to leagues cannot be used: its body is not valid JSON"),
                        "\(outcome.stderr)")
                    #expect(outcome.errorMessage.contains("on each of 2 attempts"), "\(outcome.stderr)")
                    #expect(try server.requests().count == 2)
                    #expect(!FileManager.default.fileExists(atPath: "\(folder)/rec/leagues/_.json"))
                    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
                }
            }
        }

        @Test func everyTryCountsAgainstTheDailyBudget() async throws {
            try await ScratchDirectory.with { folder in
                let scenario = #"{"faults": [\#(fault("html", times: 100))]}"#
                try await FakeAPIServer.with(recordings: try await DemoSeasonFixture.recordings(), scenario: scenario, in: folder) {
                    server in
                    let path = try pipeline(server, in: folder, settings: ["retries: 4", "daily_budget: 2"])
                    let outcome = try await ToolProcess.footballETL(["run", path], environment: ["API_FOOTBALL_KEY": TestPipeline.key])
                    #expect(outcome.status == ExitStatus.quotaExhausted.rawValue, "\(outcome.stderr)")
                    #expect(try server.requests().count == 2)
                }
            }
        }
    }
}
