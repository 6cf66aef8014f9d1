import TestSupport
import Foundation
import JSON
import Testing

/// Runs Tests/Support/fake_api_server.py for one test and stops it afterwards, even on failure.
struct FakeAPIServer {
    /// One request as the server logged it (auth header values replaced by `<valid>`/`<invalid>`).
    struct LoggedRequest {
        let path: String
        let query: String
        let headerNames: [String]
        let headers: [String: String]
    }

    let port: Int
    let logPath: String

    /// The api-sports style base URL.
    var baseURL: String { "http://127.0.0.1:\(port)/" }

    /// Starts a server replaying `recordings`, accepting `key`, with an optional scenario of faults.
    static func run<T>(
        recordings: String = Fixtures.recordings, key: String, scenario: JSONObject? = nil, in folder: String,
        _ body: (FakeAPIServer) async throws -> T
    ) async throws -> T {
        let logPath = "\(folder)/server-log.jsonl"
        var scenarioPath: String?
        if let scenario {
            scenarioPath = "\(folder)/scenario.json"
            try JSONWriter.pretty(.object(scenario)).write(toFile: scenarioPath!, atomically: true, encoding: .utf8)
        }
        return try await FakeServerProcess.with(recordings: recordings, key: key, logPath: logPath, scenarioPath: scenarioPath) { port in
            try await body(FakeAPIServer(port: port, logPath: logPath))
        }
    }

    /// Every request the server received, in order.
    func loggedRequests() throws -> [LoggedRequest] {
        guard FileManager.default.fileExists(atPath: logPath) else { return [] }
        return try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n").map { line in
            guard case .object(let entry) = try JSONParser.parse(String(line)),
                  case .string(let path)? = entry["path"], case .string(let query)? = entry["query"],
                  case .array(let pairs)? = entry["headers"] else { throw FakeServerLogError(line: String(line)) }
            var names: [String] = []
            var headers: [String: String] = [:]
            for case .array(let pair) in pairs {
                guard pair.count == 2, case .string(let name) = pair[0], case .string(let value) = pair[1] else { continue }
                names.append(name)
                headers[name.lowercased()] = value
            }
            return LoggedRequest(path: path, query: query, headerNames: names, headers: headers)
        }
    }
}

/// A server log line that is not the expected JSON.
struct FakeServerLogError: Error {
    let line: String
}
