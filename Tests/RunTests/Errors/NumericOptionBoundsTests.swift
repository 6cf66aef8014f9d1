import Foundation
import PipelineSpec
import TestSupport
import Testing

/// Every numeric option of the pipeline file, listed from the published JSON Schema (so a new
/// one is covered without being named here), at its extremes. The validator refuses what is out
/// of range at its `file:line:col` with the allowed range, and `run` exits 78 on it; a run of a
/// value the validator takes ends with a documented exit code, never a trap. Before,
/// `timeouts: {request: 1e16}` passed `validate` and `run` died of SIGILL converting it to
/// milliseconds. Readers: the validator's messages, and the exit status and stderr of the
/// `football-etl` process, run against the fake API server on 127.0.0.1.
extension FakeServerTests {
    @Suite struct NumericOptionBoundsTests {
        static let environment = ["API_FOOTBALL_KEY": TestPipeline.key]
        /// What a run that the validator let through may end with: done, or one of the documented
        /// failures of a request (a league or season the recordings lack is 69), never a signal.
        static let runExitCodes: Set<Int32> = [0, 65, 66, 69, 75, 77]

        @Test func theSchemaListsTheNumericOptions() {
            let paths = Set(NumericOption.all().map { $0.path.joined(separator: ".") })
            for known in [
                "source.api.timeouts.request", "source.api.timeouts.connect", "source.api.retries", "source.api.settle",
                "source.api.concurrency", "source.api.daily_budget", "source.api.requests_per_minute",
                "scope.leagues.[]", "scope.seasons.[]", "extract.[].fixtures.ttl", "extract.[].standings.max_age",
                "extract.[].players.seasons", "extract.[].head_to_head.last"
            ] {
                #expect(paths.contains(known), "\(known) is missing from \(paths.sorted())")
            }
        }

        @Test func theValidatorRefusesEveryOutOfRangeValueAtItsPlace() {
            var refused = 0
            for option in NumericOption.all() {
                for extreme in option.extremes {
                    let pipeline = BoundsPipeline(
                        path: option.path, raw: extreme.raw, baseURL: "http://127.0.0.1:9/", cache: "c", output: "o")
                    let messages: [String]
                    do {
                        _ = try PipelineLoader.decode(bytes: Array(pipeline.text.utf8), path: "bounds.yml", environment: Self.environment)
                        messages = []
                    } catch {
                        messages = error.all.map(\.description)
                    }
                    let label = "\(option) = \(extreme.raw)"
                    guard !extreme.accepted else {
                        #expect(messages.isEmpty, "\(label): \(messages)")
                        continue
                    }
                    refused += 1
                    #expect(messages.count == 1, "\(label): \(messages)")
                    let message = messages.first ?? ""
                    #expect(message.hasPrefix("bounds.yml:\(pipeline.line):\(pipeline.column): "), "\(label): \(message)")
                    #expect(option.rangeTexts.contains { message.contains($0) }, "\(label): \(message)")
                }
            }
            #expect(refused > 500)
        }

        @Test func runTakesEveryExtremeWithoutTrapping() async throws {
            let options = Self.onePerRunKey(NumericOption.all())
            let recordings = try await DemoSeasonFixture.recordings()
            try await ScratchDirectory.with { folder in
                try await FakeAPIServer.with(recordings: recordings, scenario: Self.generousQuota, in: folder) { server in
                    let jobs = options.enumerated().flatMap { index, option in
                        option.extremes.enumerated().map { number, extreme in (option, extreme, "\(folder)/\(index)-\(number)") }
                    }
                    // Two runs at a time: each is a process of its own, with its own folders.
                    let finished = try await withThrowingTaskGroup(of: Int.self) { group in
                        var next = 0
                        var finished = 0
                        for _ in 0..<2 where next < jobs.count {
                            let (option, extreme, run) = jobs[next]
                            group.addTask { try await Self.run(option, extreme, in: run, baseURL: server.baseURL) }
                            next += 1
                        }
                        while let count = try await group.next() {
                            finished += count
                            if next < jobs.count {
                                let (option, extreme, run) = jobs[next]
                                group.addTask { try await Self.run(option, extreme, in: run, baseURL: server.baseURL) }
                                next += 1
                            }
                        }
                        return finished
                    }
                    #expect(finished > 20, "most runs of values in range must complete")
                }
            }
        }

        /// Runs `football-etl run` on the test pipeline with `extreme` at `option`'s place, twice
        /// when the value is taken and is a cache lifetime (the second run reads the cache the first
        /// filled, through the lifetimes); returns how many runs ended with 0.
        private static func run(_ option: NumericOption, _ extreme: NumericOption.Extreme, in run: String, baseURL: String) async throws
            -> Int
        {
            try FileManager.default.createDirectory(atPath: run, withIntermediateDirectories: true)
            let pipeline = BoundsPipeline(
                path: option.path, raw: extreme.raw, baseURL: baseURL, cache: "\(run)/cache", output: "\(run)/out")
            let path = try TestPipeline.write(pipeline.text, in: run)
            let readsCache = ["ttl", "max_age", "settle"].contains(option.path.last ?? "")
            var finished = 0
            for _ in 0..<(extreme.accepted && readsCache ? 2 : 1) {
                let outcome = try await ToolProcess.footballETL(["run", path, "--quiet"], environment: environment)
                let label = "\(option) = \(extreme.raw): exit \(outcome.status), \(outcome.stderr)"
                #expect(!outcome.stderr.contains("Fatal error"), "\(label)")
                if extreme.accepted {
                    #expect(runExitCodes.contains(outcome.status), "\(label)")
                    if outcome.status == 0 { finished += 1 }
                } else {
                    #expect(outcome.status == 78, "\(label)")
                    #expect(outcome.stderr.contains("\(path):\(pipeline.line):\(pipeline.column): "), "\(label)")
                }
            }
            return finished
        }

        /// Day and minute quota headers that never slow a run: a `requests_per_minute: 1` run
        /// then paces by the API's 1000 a minute instead of waiting a minute between requests.
        static let generousQuota =
            #"{"faults": [], "quota": {"day_limit": 1000000, "day_remaining": 1000000, "minute_limit": 1000, "minute_remaining": 999}}"#

        /// One option per `runKey`, preferring one of the datasets the test pipeline extracts.
        static func onePerRunKey(_ options: [NumericOption]) -> [NumericOption] {
            let extracted = ["leagues", "fixtures", "standings"]
            var chosen: [String: NumericOption] = [:]
            var order: [String] = []
            for option in options {
                let key = option.runKey
                if let current = chosen[key] {
                    if !extracted.contains(current.path[2]), extracted.contains(option.path[2]) { chosen[key] = option }
                } else {
                    chosen[key] = option
                    order.append(key)
                }
            }
            return order.compactMap { chosen[$0] }
        }
    }
}
