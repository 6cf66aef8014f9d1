import Foundation
import TestSupport

/// The shipped demo pipeline run twice over the fake API server replaying the generated
/// recordings (with a cache, a record tee and a depfile), done once and shared by the live tests.
struct LiveSeasonRun: Sendable {
    /// The folder holding everything the runs wrote: out/, cache/, recorded/, run.d, pipeline.yml.
    let folder: String
    /// The first run: everything from the network.
    let first: ToolOutcome
    /// The second run: everything from the cache.
    let second: ToolOutcome
    /// The requests the server received by the end of each run (cumulative).
    let requestsAfterFirst: [String]
    let requestsAfterSecond: [String]
    /// The manifest's `requests` after each run, as compact JSON.
    let manifestRequestsAfterFirst: String
    let manifestRequestsAfterSecond: String

    /// The runs' output folder (csv/, ndjson/, the workbook, manifest.json).
    var output: String { "\(folder)/out" }

    /// Runs once per test process; the caller must be in `FakeServerTests` (one server at a time).
    static func shared() async throws -> LiveSeasonRun {
        try await task.value
    }

    private static let task = Task<LiveSeasonRun, any Error> {
        let folder = "\(ProcessScratch.folder)/live-season"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let recordings = try await DemoSeasonFixture.recordings()
        return try await FakeAPIServer.with(recordings: recordings, in: folder) { server in
            let settings = [
                "cache: \(folder)/cache", "record: \(folder)/recorded", "requests_per_minute: 1000", "concurrency: 4"
            ]
            let pipeline = try TestPipeline.write(try TestPipeline.demoOverAPI(baseURL: server.baseURL, settings: settings), in: folder)
            let arguments = ["run", pipeline, "--log-format", "json", "--depfile", "\(folder)/run.d"]
            let environment = ["API_FOOTBALL_KEY": TestPipeline.key, "OUTPUT_DIR": "\(folder)/out"]
            let first = try await ToolProcess.footballETL(arguments, environment: environment)
            let afterFirst = try server.requests()
            let manifestAfterFirst = try ManifestText.requests(in: "\(folder)/out/manifest.json")
            let second = try await ToolProcess.footballETL(arguments, environment: environment)
            return LiveSeasonRun(
                folder: folder, first: first, second: second,
                requestsAfterFirst: afterFirst, requestsAfterSecond: try server.requests(),
                manifestRequestsAfterFirst: manifestAfterFirst,
                manifestRequestsAfterSecond: try ManifestText.requests(in: "\(folder)/out/manifest.json"))
        }
    }
}
