import Extract
import Foundation
import JSON
import PipelineSpec
import Run
import TestSupport

/// A season of league 39 (2024) served by the fake server in season mode: ten matchdays of two
/// matches, one a day at 15:00 UTC from 2024-08-17, fixture ids 5000 + 10 × matchday + k. Each
/// "night" sets the server's virtual time and runs a pipeline in process on a virtual clock at
/// the same time, so cache ages, settle windows and "today" all follow the simulated calendar.
struct NightlySeason {
    /// 2024-08-17 00:00 UTC, the first matchday.
    static let firstDay: Double = 1_723_852_800
    static let matchdays = 10
    /// The match corrected 20 hours after full time: matchday 3's first.
    static let corrected = 5030
    static let correctionDelay: Double = 20 * 3_600

    let folder: String
    let server: FakeAPIServer
    let clockFile: String

    /// 02:00 UTC on day `night` (night 0 is before any match; night n follows matchday n - 1).
    static func time(ofNight night: Int) -> Double { firstDay + Double(night) * 86_400 + 7_200 }

    /// The fixture ids of a matchday.
    static func ids(ofMatchday day: Int) -> [Int] { [5000 + day * 10, 5001 + day * 10] }

    /// Runs `body` with the server started in season mode below `folder`, the first matchday on
    /// `firstDay` (UTC midnight).
    static func with<T>(
        in folder: String, scenario: String? = nil, firstDay: Double = firstDay, _ body: (NightlySeason) async throws -> T
    ) async throws -> T {
        let recordings = "\(folder)/served"
        try writeCatalog(into: recordings)
        let template = "\(RepositoryPaths.root)/Tests/Samples/recordings/fixtures/id=1208140.json"
        let season: JSONObject = [
            "template": .string(template), "league": .int(39), "season": .int(2024),
            "start": .int(Int(firstDay) + 15 * 3_600), "matchdays": .int(matchdays), "matches_per_day": .int(2),
            "first_id": .int(5000),
            "corrections": .array([.object(["fixture": .int(corrected), "after_full_time": .int(Int(correctionDelay))])])
        ]
        let seasonPath = "\(folder)/season.json"
        let clockFile = "\(folder)/clock"
        try JSONWriter.pretty(.object(season)).write(toFile: seasonPath, atomically: true, encoding: .utf8)
        try String(Int(firstDay)).write(toFile: clockFile, atomically: true, encoding: .utf8)
        return try await FakeAPIServer.with(
            recordings: recordings, scenario: scenario, arguments: ["--season", seasonPath, "--clock-file", clockFile], in: folder
        ) { server in
            try await body(NightlySeason(folder: folder, server: server, clockFile: clockFile))
        }
    }

    /// The leagues catalog the plan reads first (its coverage gates the details), from the
    /// recorded `leagues?id=39` answer, echoed as `leagues` without parameters.
    private static func writeCatalog(into recordings: String) throws {
        let sample = "\(RepositoryPaths.root)/Tests/Samples/recordings/leagues/id=39.json"
        guard case .object(var envelope) = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: sample))))
        else { throw NightlySeasonError.unexpectedSample }
        envelope["parameters"] = .array([])
        try FileManager.default.createDirectory(atPath: "\(recordings)/leagues", withIntermediateDirectories: true)
        try JSONWriter.pretty(.object(envelope)).write(toFile: "\(recordings)/leagues/_.json", atomically: true, encoding: .utf8)
    }

    /// A pipeline over the server with a cache below `folder/<cache>` and CSV below `folder/<output>`.
    func pipeline(
        extract: String = "[fixtures, fixture_details]", cache: String = "cache", output: String = "out", settings: [String] = []
    ) throws -> Pipeline {
        let lines =
            [
                "base_url: \(server.baseURL)", "key: ${API_FOOTBALL_KEY}", "requests_per_minute: 1000", "concurrency: 2",
                "cache: \(folder)/\(cache)"
            ] + settings
        let text = """
            name: nightly
            source:
              api:
            \(lines.map { "    \($0)" }.joined(separator: "\n"))
            scope:
              leagues: [39]
              seasons: [2024]
            extract: \(extract)
            load:
              csv: \(folder)/\(output)/csv

            """
        let path = "\(folder)/\(cache)-\(output).yml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try PipelineLoader.load(path: path, environment: ["API_FOOTBALL_KEY": TestPipeline.key])
    }

    /// Runs `pipeline` at `time` (server and client clocks alike); returns the report and the
    /// requests the server received during the run.
    func run(
        _ pipeline: Pipeline, at time: Double, freshness: FreshnessOptions = FreshnessOptions(), log: LogLines = LogLines(),
        options: RunOptions = RunOptions()
    ) async throws -> (report: RunReport, requests: [String]) {
        try String(Int(time)).write(toFile: clockFile, atomically: true, encoding: .utf8)
        let before = try server.requests().count
        let runner = PipelineRunner(
            log: RunLog(format: .json, quiet: false, isTerminal: false) { log.append($0) },
            environment: ResponseChainEnvironment(clock: VirtualClock(start: time), jitter: SeededJitter(seed: 7)),
            freshness: freshness)
        let report = try await runner.run(pipeline, options: options)
        return (report, Array(try server.requests().dropFirst(before)))
    }

    /// What `plan` says at `time` (the status call finds no quota on the fake server).
    func plan(_ pipeline: Pipeline, at time: Double, freshness: FreshnessOptions = FreshnessOptions()) async throws -> PlanPreview {
        try await PlanPreview.make(pipeline: pipeline, freshness: freshness, clock: VirtualClock(start: time))
    }

    /// The fixture ids of every `fixtures?ids=` request in `requests`.
    static func detailIDs(_ requests: [String]) -> [[Int]] {
        requests.compactMap { request in
            guard let range = request.range(of: "ids=") else { return nil }
            return request[range.upperBound...].split(separator: "&")[0].split(separator: "-").compactMap { Int($0) }
        }
    }
}

/// The JSON log lines a run wrote, collected from its concurrent tasks.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""

    func append(_ line: String) { lock.withLock { storage += line } }

    /// Everything written, as one text.
    var text: String { lock.withLock { storage } }

    /// Each record as a JSON object.
    var records: [JSONObject] {
        text.split(separator: "\n").compactMap { line in
            if case .object(let object)? = try? JSONParser.parse(String(line)) { object } else { nil }
        }
    }
}

enum NightlySeasonError: Error {
    case unexpectedSample
}
