import Foundation
import Testing

/// Compares bytes with a committed golden file in a `Golden` folder beside the calling test.
/// `RECORD_GOLDEN=1` rewrites the file and fails the test, so nobody records by accident.
enum GoldenFile {
    static func expectMatches(
        _ bytes: [UInt8], named name: String,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
                Issue.record("recorded golden file \(url.path); unset RECORD_GOLDEN and run again", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(url.path); run with RECORD_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if [UInt8](expected) != bytes {
            let actual = String(decoding: bytes, as: UTF8.self)
            Issue.record("output differs from \(url.path):\n\(actual)", sourceLocation: sourceLocation)
        }
    }

    /// Compares text with a golden file (its UTF-8).
    static func expectMatches(
        _ text: String, named name: String,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectMatches(Array(text.utf8), named: name, filePath: filePath, sourceLocation: sourceLocation)
    }
}
