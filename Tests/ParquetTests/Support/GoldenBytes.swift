import Foundation
import Testing

/// Compares bytes with a committed file in `Golden/` beside this target's tests (the project's
/// golden pattern): `RECORD_GOLDEN=1` rewrites the file and fails the test.
enum GoldenBytes {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func expectMatches(_ bytes: [UInt8], named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
                Issue.record("recorded \(url.path); unset RECORD_GOLDEN and run again", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path).map(Array.init) else {
            Issue.record("missing \(url.path); run with RECORD_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let firstDifference = zip(expected, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expected.count, bytes.count)
        #expect(
            expected == bytes,
            "differs from \(name) at byte \(firstDifference) (\(bytes.count) bytes, golden \(expected.count))",
            sourceLocation: sourceLocation)
    }
}
