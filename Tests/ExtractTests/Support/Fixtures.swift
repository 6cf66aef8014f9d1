import APIModel
import Foundation
import PipelineSpec
import TestSupport

/// Paths and values shared by the Extract tests.
enum Fixtures {
    /// The recordings folder of the test samples (`Tests/Samples/recordings`, README.md there).
    static var recordings: String { TestSamples.recordings.path }

    /// A key distinctive enough to grep every written file and message for.
    static let key = "TEST-KEY-7f3a9c"

    static let rounds = Request(.fixturesRounds, ["league": "2", "season": "2021"])
    static let squad = Request(.squads, ["team": "173"])
    static let transfers = Request(.transfers, ["player": "35845"])
    static let finishedFixture = Request(.fixtures, ["id": "1208140"])
    static let upcomingFixtures = Request(.fixtures, ["league": "4", "season": "2024"])
    static let rejectedSearch = Request(.countries, ["search": "ab"])

    /// The bytes of a recording in the fixtures.
    static func recordingBytes(_ request: Request) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(recordings)/\(request.recordingPath)")))
    }

    /// API settings pointing at a fake server, with short timeouts.
    static func api(_ baseURL: String, host: APIHost = .apiSports, key: String = key, maxRetries: Int = 3) -> APISourceSpec {
        APISourceSpec(
            host: host, baseURL: baseURL, key: APIKey(key), connectTimeoutSeconds: 2, requestTimeoutSeconds: 1,
            maxRetries: maxRetries)
    }
}
