import Foundation
import TestSupport

@testable import APIModel

/// Fixtures under `Tests/Samples/documented/<endpoint folder>/<name>.json` for endpoints the shared
/// corpus lacks: real responses from other clients' test data, and answers rebuilt from the
/// API-Football documentation or constructed where neither exists (SOURCES.tsv says which).
enum EndpointFixtures {
    static let directory = TestSamples.documented

    /// Every fixture as `folder/name.json`, sorted.
    static func all() -> [String] {
        Samples.jsonFiles(under: directory)
    }

    /// A fixture read as an envelope whose source is its relative path.
    static func envelope(_ relativePath: String) throws -> Envelope {
        let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(relativePath)))
        return try Envelope.decode(bytes, source: relativePath)
    }
}
