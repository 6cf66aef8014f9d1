import Foundation
import TestSupport
import Testing

/// The fake API server (Tests/Support/fake_api_server.py) on a loopback port, with one
/// recording (`leagues/_.json`) and the faults of `scenario`, stopped when `body` ends.
struct LocalAPIServer {
    static let key = "curl-test-key"
    static let leagues = #"{"get":"leagues","parameters":[],"errors":[],"results":0,"paging":{"current":1,"total":1},"response":[]}"#

    let url: String
    let server: FakeServerProcess

    static func with<T>(scenario: String = #"{"faults":[]}"#, _ body: (LocalAPIServer) async throws -> T) async throws -> T {
        let scratch = try ScratchDirectory("libcurl-tests")
        let folder = scratch.path
        defer { withExtendedLifetime(scratch) {} }
        try scratch.write(leagues, to: "recordings/leagues/_.json")
        return try await FakeServerProcess.with(recordings: "\(folder)/recordings", key: key, scenario: scenario, in: folder) { server in
            try await body(LocalAPIServer(url: server.baseURL, server: server))
        }
    }

    /// The header names of every request the server received, in order.
    func receivedHeaderNames() throws -> [[String]] {
        try server.loggedRequests().map(\.headerNames)
    }
}
