import TestSupport
import Foundation
import Testing

/// The fake API server (Tests/Support/fake_api_server.py) on a loopback port, with one
/// recording (`leagues/_.json`) and the faults of `scenario`, stopped when `body` ends.
struct LocalAPIServer {
    static let key = "curl-test-key"
    static let leagues = #"{"get":"leagues","parameters":[],"errors":[],"results":0,"paging":{"current":1,"total":1},"response":[]}"#

    let url: String
    let folder: String

    static func with<T>(scenario: String = #"{"faults":[]}"#, _ body: (LocalAPIServer) async throws -> T) async throws -> T {
        let scratch = try ScratchDirectory("libcurl-tests")
        let folder = scratch.path
        try scratch.write(leagues, to: "recordings/leagues/_.json")
        try scratch.write(scenario, to: "scenario.json")
        return try await FakeServerProcess.with(
            recordings: "\(folder)/recordings", key: key, logPath: "\(folder)/log.jsonl", scenarioPath: "\(folder)/scenario.json"
        ) { port in
            try await body(LocalAPIServer(url: "http://127.0.0.1:\(port)/", folder: folder))
        }
    }

    /// The header names of every request the server received, in order.
    func receivedHeaderNames() throws -> [[String]] {
        try String(contentsOfFile: "\(folder)/log.jsonl", encoding: .utf8).split(separator: "\n").map { line in
            let entry = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let headers = entry?["headers"] as? [[String]] ?? []
            return headers.map { $0[0] }
        }
    }
}
