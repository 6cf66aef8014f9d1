import Foundation
import JSON
import TestSupport

@testable import APIModel

/// The recorded API responses under `Tests/Samples/collected/<endpoint folder>/<name>.json`
/// (copied from the shared corpus; FACTS.md there lists their quirks).
enum Samples {
    static let directory = TestSamples.collected

    /// Every sample as `folder/name.json`, sorted.
    static func all() -> [String] {
        jsonFiles(under: directory)
    }

    /// Every `folder/name.json` one level below `directory`, sorted.
    static func jsonFiles(under directory: URL) -> [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return folders.flatMap { folder in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []
            return files.filter { $0.hasSuffix(".json") }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    /// The bytes of a sample.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(relativePath)))
    }

    /// A sample read as an envelope whose source is its relative path.
    static func envelope(_ relativePath: String) throws -> Envelope {
        try Envelope.decode(bytes(relativePath), source: relativePath)
    }
}

/// Builds test documents from JSON text.
enum TestJSON {
    /// An envelope parsed from `text`, with source `test.json`.
    static func envelope(_ text: String, source: String = "test.json") throws -> Envelope {
        try Envelope.decode(Array(text.utf8), source: source)
    }

    /// A root node parsed from `text`, with source `test.json`.
    static func node(_ text: String, source: String = "test.json") throws -> JSONNode {
        JSONNode(root: try JSONParser.parse(text), source: source)
    }

    /// The places of `node`'s document holding values read as empty because they are not what
    /// the model asked for: `path | expected | count | example`.
    static func unreadable(_ node: JSONNode) -> [String] {
        node.path.unreadableLeaves.all.map { "\($0.path) | \($0.expected) | \($0.count) | \($0.example)" }
    }

    /// The `APIModelError` `body` throws; nil when it throws nothing (or another error, which
    /// then fails the comparison it is used in).
    static func error<Value>(_ body: () throws -> Value) -> APIModelError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? APIModelError
        }
    }
}
