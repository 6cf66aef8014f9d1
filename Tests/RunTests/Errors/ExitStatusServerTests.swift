import Foundation
import Run
import TestSupport
import Testing

extension FakeServerTests {
    /// Runs the CLI against the fake API server into the exit codes only a live source can
    /// reach: 69 (unavailable), 75 (budget spent, then resumed), 77 (key or plan refused).
    @Suite struct ExitStatusServerTests {
        @Test func serverErrorsAfterRetriesNameTheRequest() async throws {
            try await ScratchDirectory.with { folder in
                let recordings = try await DemoSeasonFixture.recordings()
                let scenario = #"{"faults": [{"kind": "status", "status": 500, "times": 1000}]}"#
                try await FakeAPIServer.with(recordings: recordings, scenario: scenario, in: folder) { server in
                    let text = TestPipeline.api(
                        baseURL: server.baseURL, output: "\(folder)/out", settings: ["retries: 1", "concurrency: 1"])
                    let pipeline = try TestPipeline.write(text, in: folder)

                    let outcome = try await ToolProcess.footballETL(["run", pipeline], environment: ["API_FOOTBALL_KEY": TestPipeline.key])

                    #expect(outcome.status == ExitStatus.unavailable.rawValue, "\(outcome.stderr)")
                    #expect(outcome.errorMessage.hasPrefix("the API is unavailable for leagues: HTTP 500"))
                    #expect(outcome.errorMessage.contains("gave up after 2 attempts"))
                    #expect(outcome.errorMessage.contains("then run again"))
                    // retries: 1 is one retry: the first request twice, and nothing after it.
                    #expect(try server.requests() == ["/leagues", "/leagues"])
                    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
                }
            }
        }

        @Test func spentBudgetSaysWhatRemainsAndTheNextRunResumes() async throws {
            try await ScratchDirectory.with { folder in
                let recordings = try await DemoSeasonFixture.recordings()
                try await FakeAPIServer.with(recordings: recordings, in: folder) { server in
                    // Eight requests, one at a time so the five that fit are always the first five.
                    let settings = ["cache: \(folder)/cache", "daily_budget: 5", "concurrency: 1"]
                    let extract = "[leagues, countries, fixtures, rounds, standings, top_scorers, top_assists]"
                    let pipeline = try TestPipeline.write(
                        TestPipeline.api(baseURL: server.baseURL, output: "\(folder)/out", settings: settings, extract: extract), in: folder
                    )
                    let environment = ["API_FOOTBALL_KEY": TestPipeline.key]

                    let first = try await ToolProcess.footballETL(["run", pipeline], environment: environment)

                    #expect(first.status == ExitStatus.quotaExhausted.rawValue, "\(first.stderr)")
                    #expect(
                        first.stderr.contains(
                            "the run's daily_budget of 5 network requests is spent before standings?league=9001&season=2023."))
                    #expect(first.stderr.contains("3 known request(s) remain"))
                    #expect(first.stderr.contains("run again tomorrow or raise `source.api.daily_budget`"))
                    #expect(try server.requests().count == 5)
                    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"), "a stopped run wrote outputs")

                    let second = try await ToolProcess.footballETL(["run", pipeline], environment: environment)

                    #expect(second.status == ExitStatus.success.rawValue, "\(second.stderr)")
                    #expect(second.stderr.contains("requests: 0 from recordings, 5 from cache, 3 from the network"))
                    let requests = try server.requests()
                    #expect(requests.count == 8)
                    #expect(Set(requests).count == requests.count, "a request was sent twice: \(requests)")
                }
            }
        }

        @Test func wrongKeyNamesTheRequestAndWhatToCheck() async throws {
            try await ScratchDirectory.with { folder in
                let recordings = try await DemoSeasonFixture.recordings()
                try await FakeAPIServer.with(recordings: recordings, in: folder) { server in
                    let text = TestPipeline.api(baseURL: server.baseURL, output: "\(folder)/out", settings: ["concurrency: 1"])
                    let pipeline = try TestPipeline.write(text, in: folder)
                    let wrongKey = "WRONG-KEY-4e1d07"

                    let outcome = try await ToolProcess.footballETL(["run", pipeline], environment: ["API_FOOTBALL_KEY": wrongKey])

                    #expect(outcome.status == ExitStatus.authRefused.rawValue, "\(outcome.stderr)")
                    #expect(outcome.errorMessage.hasPrefix("the API refused the key for leagues: "))
                    #expect(outcome.errorMessage.contains("Check API_FOOTBALL_KEY and `source.api.host`"))
                    #expect(!outcome.stderr.contains(wrongKey) && !outcome.stdout.contains(wrongKey))
                    #expect(try server.requests() == ["/leagues"], "a refused key must stop the run at once")
                }
            }
        }

        @Test func planRefusalNamesTheRequestAndWhatToNarrow() async throws {
            try await ScratchDirectory.with { folder in
                let recordings = try await DemoSeasonFixture.recordings()
                let scenario = #"""
                    {"faults": [{"kind": "errors", "endpoint": "standings", "times": 100,
                                 "errors": {"plan": "Free plans do not have access to this season, try from 2021 to 2023."}}]}
                    """#
                try await FakeAPIServer.with(recordings: recordings, scenario: scenario, in: folder) { server in
                    let text = TestPipeline.api(baseURL: server.baseURL, output: "\(folder)/out", settings: ["concurrency: 1"])
                    let pipeline = try TestPipeline.write(text, in: folder)

                    let outcome = try await ToolProcess.footballETL(["run", pipeline], environment: ["API_FOOTBALL_KEY": TestPipeline.key])

                    #expect(outcome.status == ExitStatus.authRefused.rawValue, "\(outcome.stderr)")
                    #expect(
                        outcome.errorMessage.hasPrefix(
                            "the subscription plan does not cover standings?league=9001&season=2023: Free plans do not have access"))
                    #expect(outcome.errorMessage.contains("Narrow the pipeline's scope"))
                    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
                }
            }
        }
    }
}
