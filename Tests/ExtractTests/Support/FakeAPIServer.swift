import JSON
import TestSupport

/// The shared fake API server (see `FakeServerProcess`), replaying the fixtures by default.
typealias FakeAPIServer = FakeServerProcess

extension FakeServerProcess {
    /// Runs `body` with a server replaying `recordings` for `key`, with a scenario of faults.
    static func run<T>(
        recordings: String = Fixtures.recordings, key: String, scenario: JSONObject? = nil, in folder: String,
        _ body: (FakeAPIServer) async throws -> T
    ) async throws -> T {
        try await with(recordings: recordings, key: key, scenario: scenario.map { JSONWriter.pretty(.object($0)) }, in: folder, body)
    }
}
