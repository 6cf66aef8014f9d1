import TestSupport
import Foundation
import JSON
import Testing

/// Tests/Support/fake_api_server.py, started for one test: it replays a recordings folder,
/// accepts one key, answers faults from a scenario, and logs every request it receives.
struct FakeAPIServer {
    /// The port it listens on (127.0.0.1).
    let port: Int
    /// Its request log: one JSON object per request.
    let logPath: String

    /// The `base_url` that points a pipeline at it.
    var baseURL: String { "http://127.0.0.1:\(port)/" }

    /// Runs `body` with a server replaying `recordings` for `key`; `scenario` is the JSON text
    /// of a fault scenario (see the script). The server is stopped when `body` returns or throws.
    static func with<T>(
        recordings: String, key: String = TestPipeline.key, scenario: String? = nil, arguments extra: [String] = [], in folder: String,
        _ body: (FakeAPIServer) async throws -> T
    ) async throws -> T {
        let logPath = "\(folder)/server-log.jsonl"
        var scenarioPath: String?
        if let scenario {
            scenarioPath = "\(folder)/scenario.json"
            try scenario.write(toFile: scenarioPath!, atomically: true, encoding: .utf8)
        }
        return try await FakeServerProcess.with(recordings: recordings, key: key, logPath: logPath, scenarioPath: scenarioPath, arguments: extra) { port in
            try await body(FakeAPIServer(port: port, logPath: logPath))
        }
    }

    /// Every request received, in order, as `path?query` (`/fixtures?league=9001&season=2023`).
    func requests() throws -> [String] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { line in
            guard case .object(let entry) = try JSONParser.parse(String(line)),
                  case .string(let path)? = entry["path"], case .string(let query)? = entry["query"]
            else { throw FakeServerLogError(line: String(line)) }
            return query.isEmpty ? path : "\(path)?\(query)"
        }
    }
}

/// A line of the server's log that is not the JSON it writes.
struct FakeServerLogError: Error {
    /// The line as read.
    let line: String
}

/// The one suite under which every test that starts a fake server runs, one test at a time:
/// the servers and the runs they feed would otherwise compete for the two cores.
@Suite(.serialized) enum FakeServerTests {}
