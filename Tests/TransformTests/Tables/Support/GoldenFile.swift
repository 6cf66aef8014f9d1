import Foundation
import Testing

/// Test-only: expected text kept beside the tests in `Tables/Golden`. With `RECORD_GOLDEN=1` the
/// file is rewritten from the actual text and the test fails, so nobody records by accident.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Compares `actual` with the golden file `name`, line by line for a readable failure.
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(name); unset RECORD_GOLDEN and run again", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        Issue.record(
            """
            \(name) differs at line \(first + 1) (RECORD_GOLDEN=1 rewrites it):
              expected: \(first < expectedLines.count ? String(expectedLines[first]) : "<end>")
              actual:   \(first < actualLines.count ? String(actualLines[first]) : "<end>")
            """,
            sourceLocation: sourceLocation
        )
    }
}
