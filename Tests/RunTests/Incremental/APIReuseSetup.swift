import Extract
import Foundation
import PipelineSpec
import Run
import TestSupport
import Testing

/// `IncrementalSetup`'s two-league season and outputs, its recordings served by the fake API
/// server on 127.0.0.1 and fetched through libcurl, with a cache and a store: each run is in
/// process on a virtual clock, so cache ages follow the test's calendar.
struct APIReuseSetup {
    /// 2026-01-01 00:00 UTC: long after the 2023 demo season, every match settled.
    static let start: Double = 1_767_225_600

    let recorded: IncrementalSetup
    let server: FakeAPIServer
    let pipeline: Pipeline

    var folder: String { recorded.folder }
    var output: String { recorded.output }
    var cache: String { "\(folder)/cache" }

    /// Runs `body` with the server replaying the setup's recordings (edits to them are served).
    static func with<T>(in folder: String, _ body: (APIReuseSetup) async throws -> T) async throws -> T {
        let recorded = try await IncrementalSetup.make(in: folder)
        return try await FakeAPIServer.with(recordings: "\(folder)/rec", in: folder) { server in
            let source = [
                "  api:", "    base_url: \(server.baseURL)", "    key: ${API_FOOTBALL_KEY}", "    requests_per_minute: 1000",
                "    concurrency: 2", "    cache: \(folder)/cache"
            ].joined(separator: "\n")
            let recordedText = try String(contentsOfFile: recorded.pipeline, encoding: .utf8)
            let text = recordedText.replacingOccurrences(of: "  recorded: \(folder)/rec", with: source)
            try #require(text != recordedText, "the pipeline's source was not replaced")
            let path = try TestPipeline.write(text, named: "api.yml", in: folder)
            let pipeline = try PipelineLoader.load(path: path, environment: ["API_FOOTBALL_KEY": TestPipeline.key])
            return try await body(APIReuseSetup(recorded: recorded, server: server, pipeline: pipeline))
        }
    }

    /// Runs the pipeline at `time` (`--full` when `full`); returns its report and the targets of
    /// the requests the server received meanwhile (`/standings?league=9001&season=2023`).
    func run(at time: Double, full: Bool = false) async throws -> (report: RunReport, sent: [String]) {
        let before = try server.loggedRequests().count
        let runner = PipelineRunner(
            log: RunLog(format: .json, quiet: true, isTerminal: false) { _ in },
            environment: ResponseChainEnvironment(clock: VirtualClock(start: time), jitter: SeededJitter(seed: 7)))
        var options = RunOptions()
        options.storeDirectory = "\(folder)/store"
        options.full = full
        let report = try await runner.run(pipeline, options: options)
        return (report, try server.loggedRequests().dropFirst(before).map(\.target))
    }

    /// Puts "Changed " before the first referee's name in the cached batch answer that holds
    /// `fixture`'s details, in place, as an edit of the cache file would.
    func changeCachedReferee(inBatchHolding fixture: Int) throws {
        let folder = "\(cache)/fixtures"
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            let path = "\(folder)/\(name)"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard let header = text.split(separator: "\n", maxSplits: 1).first, header.contains("ids=\(fixture)-") else { continue }
            let key = try #require(text.range(of: #""referee": ?""#, options: .regularExpression))
            try text.replacingCharacters(in: key, with: "\"referee\": \"Changed ").write(toFile: path, atomically: false, encoding: .utf8)
            return
        }
        Issue.record("no cached batch holds fixture \(fixture)")
    }
}
