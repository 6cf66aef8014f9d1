import TestSupport
import Testing

/// The shared fake API server (see `FakeServerProcess`), keyed by the test pipeline's key.
typealias FakeAPIServer = FakeServerProcess

extension FakeServerProcess {
    /// Runs `body` with a server replaying `recordings` for `TestPipeline.key`.
    static func with<T>(
        recordings: String, scenario: String? = nil, arguments extra: [String] = [], in folder: String,
        _ body: (FakeAPIServer) async throws -> T
    ) async throws -> T {
        try await with(recordings: recordings, key: TestPipeline.key, scenario: scenario, arguments: extra, in: folder, body)
    }
}

/// The one suite under which every test that starts a fake server runs, one test at a time:
/// the servers and the runs they feed would otherwise compete for the two cores.
@Suite(.serialized) enum FakeServerTests {}
