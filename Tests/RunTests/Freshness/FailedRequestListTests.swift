import APIModel
import Extract
import Foundation
import JSON
import PipelineSpec
import Run
import TestSupport
import Testing

extension FakeServerTests {
    /// A run that stops early lists every unanswered request with its reason (run state in the
    /// cache folder and the JSON log); `plan` shows the list; unfixable refusals wait for a
    /// changed pipeline file.
    @Suite struct FailedRequestListTests {
        @Test func aBudgetStopListsWhatIsLeftAndTheResumeClearsIt() async throws {
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder) { season in
                    let budgeted = try season.pipeline(settings: ["daily_budget: 1"])
                    let log = LogLines()
                    let stopped = try await season.run(budgeted, at: NightlySeason.time(ofNight: 4), log: log)
                    #expect(
                        stopped.report.stoppedBy
                            == .budgetExhausted(request: .init(.fixtures, ["league": "39", "season": "2024"]), budget: 1))

                    let path = try #require(FailedRequestList.path(for: budgeted))
                    let list = try #require(try FailedRequestList.read(from: path))
                    #expect(list.requests.map(\.request) == ["fixtures?league=39&season=2024"])
                    #expect(list.requests.map(\.reason) == [.quotaOrBudget])
                    let logged = log.records.filter { $0["event"] == .string("unanswered") }
                    #expect(logged.map { $0["request"] } == [.string("fixtures?league=39&season=2024")])
                    #expect(logged.first?["fix"] == .string(FailureReason.quotaOrBudget.fix))

                    let preview = try await season.plan(budgeted, at: NightlySeason.time(ofNight: 4))
                    let text = PlanPreviewText(preview: preview, pipeline: budgeted).text
                    #expect(text.contains("left unanswered by the last run: 1"), "\(text)")
                    #expect(text.contains("fixtures?league=39&season=2024: quota_or_budget; run again after the quota resets"))

                    let resumed = try await season.run(try season.pipeline(), at: NightlySeason.time(ofNight: 4) + 60)
                    #expect(resumed.report.stoppedBy == nil)
                    #expect(resumed.requests.first == "/fixtures?league=39&season=2024", "the catalog came from the cache")
                    #expect(!FileManager.default.fileExists(atPath: path), "a complete run removes the list")
                }
            }
        }

        /// A fault on every `fixtures` answer: the reason it gives, and how often the request is sent.
        static let errorStops: [(fault: String, reason: FailureReason, attempts: Int)] = [
            (#"{"kind": "status", "status": 500, "endpoint": "fixtures", "times": 1000}"#, .unavailable, 2),
            (#"{"kind": "errors", "endpoint": "fixtures", "errors": {"season": "The Season field is invalid."}}"#, .parameterError, 1)
        ]

        @Test(arguments: errorStops)
        func anErrorStopListsTheFailingRequestAndEveryKnownRequestItLeft(fault: String, reason: FailureReason, attempts: Int) async throws {
            try await ScratchDirectory.with { folder in
                let recordings = try await DemoSeasonFixture.recordings()
                let scenario = #"{"faults": [\#(fault)]}"#
                try await FakeAPIServer.with(recordings: recordings, scenario: scenario, in: folder) { server in
                    let settings = ["cache: \(folder)/cache", "retries: 1", "concurrency: 1"]
                    let extract = "[leagues, countries, fixtures, rounds, standings, top_scorers, top_assists]"
                    let text = TestPipeline.api(baseURL: server.baseURL, output: "\(folder)/out", settings: settings, extract: extract)
                    let pipeline = try PipelineLoader.load(
                        path: try TestPipeline.write(text, in: folder), environment: ["API_FOOTBALL_KEY": TestPipeline.key])
                    let log = LogLines()
                    let runner = PipelineRunner(log: RunLog(format: .json, quiet: false, isTerminal: false) { log.append($0) })

                    let stop = await #expect(throws: (any Error).self) { _ = try await runner.run(pipeline) }
                    let fixtures = "fixtures?league=9001&season=2023"
                    #expect("\(String(describing: stop))".contains(fixtures), "the stop names the request it stopped at")
                    let sent = try server.requests()
                    #expect(sent.filter { $0.hasPrefix("/fixtures?") } == Array(repeating: "/\(fixtures)", count: attempts), "\(sent)")
                    let left = [
                        "fixtures/rounds?league=9001&season=2023", "fixtures/rounds?current=true&league=9001&season=2023",
                        "standings?league=9001&season=2023", "players/topscorers?league=9001&season=2023",
                        "players/topassists?league=9001&season=2023"
                    ]
                    #expect(left.allSatisfy { !sent.contains("/\($0)") }, "sent after the stop: \(sent)")

                    let path = try #require(FailedRequestList.path(for: pipeline))
                    let list = try #require(try FailedRequestList.read(from: path))
                    #expect(list.requests.map(\.request) == [fixtures] + left)
                    #expect(list.requests.map(\.reason) == [reason] + Array(repeating: .notSent, count: left.count))
                    #expect(list.requests.dropFirst().allSatisfy { $0.message == "not fetched because the run stopped at \(fixtures)" })
                    let stored = try String(contentsOfFile: path, encoding: .utf8)
                    #expect(!stored.contains(TestPipeline.key))
                    let logged = log.records.filter { $0["event"] == .string("unanswered") }
                    #expect(logged.map { $0["request"] } == ([fixtures] + left).map { .string($0) })
                    #expect(logged.last?["fix"] == .string(FailureReason.notSent.fix))
                    #expect(!log.records.contains { "\($0)".contains(TestPipeline.key) })

                    let preview = try await PlanPreview.make(pipeline: pipeline, freshness: FreshnessOptions(offline: true))
                    let shown = PlanPreviewText(preview: preview, pipeline: pipeline).text
                    #expect(shown.contains("left unanswered by the last run: 6"), "\(shown)")
                    #expect(shown.contains("\(fixtures): \(reason.rawValue); \(reason.fix)"), "\(shown)")
                    #expect(shown.contains("standings?league=9001&season=2023: not_sent; \(FailureReason.notSent.fix)"), "\(shown)")
                }
            }
        }

        @Test func aStoppedRunEmptiesTheChangesFile() async throws {
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder) { season in
                    let changes = "\(folder)/changes.ndjson"
                    try "{\"fixture_id\":1}\n".write(toFile: changes, atomically: true, encoding: .utf8)
                    let budgeted = try season.pipeline(settings: ["daily_budget: 1"])
                    let stopped = try await season.run(
                        budgeted, at: NightlySeason.time(ofNight: 4), options: RunOptions(changesFile: changes))
                    #expect(stopped.report.stoppedBy != nil)
                    #expect(try String(contentsOfFile: changes, encoding: .utf8).isEmpty, "last run's changes are not this run's")
                }
            }
        }

        @Test func aPlanRefusalIsNotSentAgainUntilThePipelineChanges() async throws {
            let scenario =
                #"{"faults": [{"kind": "errors", "endpoint": "fixtures", "errors": {"plan": "Free plans do not have access to this "#
                + #"season."}}]}"#
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder, scenario: scenario) { season in
                    let pipeline = try season.pipeline()
                    await #expect(throws: ExtractError.self) {
                        _ = try await season.run(pipeline, at: NightlySeason.time(ofNight: 4))
                    }
                    let path = try #require(FailedRequestList.path(for: pipeline))
                    #expect(try FailedRequestList.read(from: path)?.requests.map(\.reason) == [.refusedByPlan])

                    // Same pipeline file: the refused list is not asked again, and the run ends as the
                    // first refusal did (exit 77, outputs left as they were), naming the request.
                    let sent = try season.server.requests().count
                    let list = Request(.fixtures, ["league": "39", "season": "2024"])
                    await #expect(throws: ExtractError.refusedEarlier(request: list, reason: "refused_by_plan")) {
                        _ = try await season.run(pipeline, at: NightlySeason.time(ofNight: 4) + 60)
                    }
                    #expect(ExtractError.refusedEarlier(request: list, reason: "refused_by_plan").description.contains("drop the dataset"))
                    #expect(try season.server.requests().count == sent, "the held refusal was sent")
                    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"), "no partial export")
                    #expect(try FailedRequestList.read(from: path)?.requests.map(\.request) == ["fixtures?league=39&season=2024"])

                    // A changed pipeline file tries again (the fault is spent, so it is answered now).
                    let changed = try season.pipeline(settings: ["retries: 1"])
                    let retried = try await season.run(changed, at: NightlySeason.time(ofNight: 4) + 120)
                    #expect(retried.requests.first == "/fixtures?league=39&season=2024")
                    #expect(!FileManager.default.fileExists(atPath: path))
                }
            }
        }
    }
}
