import FileIO
import Foundation
import TestSupport
import Testing

@testable import Load

/// What a run compares its fixtures with: the previous manifest's fixture states, or nothing
/// when there is no manifest or it records none (an upgrade must not report every fixture new).
@Suite struct PreviousFixturesTests {
    private func previous(_ manifest: String?) async throws -> [ManifestFixture]? {
        try await ScratchDirectory.with { folder in
            let path = "\(folder)/manifest.json"
            if let manifest { try AtomicFileWriter.replace(path, with: Array(manifest.utf8)) }
            return PreviousManifest.read(at: path).fixtures
        }
    }

    @Test func noManifestIsAFirstRun() async throws {
        #expect(try await previous(nil) == nil)
    }

    @Test func aManifestWithoutFixtureStatesGivesNothingToCompare() async throws {
        #expect(try await previous(#"{"tool_version": "0.1.0", "outputs": []}"#) == nil)
    }

    @Test func aManifestWithFixtureStatesGivesThem() async throws {
        let states = try await previous(#"{"fixtures": [{"id": 7, "status": "FT", "score": "2-1"}]}"#)
        #expect(states == [ManifestFixture(id: 7, status: "FT", score: "2-1")])
    }
}
