import Foundation
package import Testing

/// Compares bytes or text with a committed golden file. `RECORD_GOLDEN=1` rewrites the file
/// and fails the test, so nobody records by accident.
package enum GoldenFile {
    /// Whether this run records golden files instead of comparing with them.
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// Compares `bytes` with `name` in the `Golden` folder beside the calling test's file
    /// (or in `folder`, when given).
    package static func expectMatches(
        _ bytes: [UInt8], named name: String, in folder: String? = nil,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let path = (folder ?? goldenFolder(beside: filePath)) + "/" + name
        if record(bytes, at: path, sourceLocation: sourceLocation) { return }
        guard let expected = FileManager.default.contents(atPath: path).map(Array.init) else {
            Issue.record("missing golden file \(path); run with RECORD_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        guard expected != bytes else { return }
        Issue.record(
            "\(path) differs: \(difference(expected: expected, actual: bytes)) (RECORD_GOLDEN=1 rewrites it)",
            sourceLocation: sourceLocation)
    }

    /// Compares text with a golden file (its UTF-8).
    package static func expectMatches(
        _ text: String, named name: String, in folder: String? = nil,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectMatches(Array(text.utf8), named: name, in: folder, filePath: filePath, sourceLocation: sourceLocation)
    }

    /// When recording: writes `bytes` to `path`, records an issue, and returns true.
    @discardableResult
    package static func record(_ bytes: [UInt8], at path: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard isRecording else { return false }
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            Issue.record("recorded \(path); unset RECORD_GOLDEN and run again", sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
        }
        return true
    }

    /// When recording: replaces the golden folder `path` with a copy of `source`, records an
    /// issue, and returns true (for whole-output reference folders).
    @discardableResult
    package static func recordFolder(copying source: String, to path: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard isRecording else { return false }
        do {
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: source, toPath: path)
            Issue.record("recorded \(path); review the diff, unset RECORD_GOLDEN and run again", sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
        }
        return true
    }

    /// `<folder of filePath>/Golden`.
    package static func goldenFolder(beside filePath: String) -> String {
        (filePath as NSString).deletingLastPathComponent + "/Golden"
    }

    /// Where two byte strings first differ: the line for text, the byte offset otherwise.
    static func difference(expected: [UInt8], actual: [UInt8]) -> String {
        let offset =
            zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expected.count, actual.count)
        guard let expectedText = String(validating: expected, as: UTF8.self),
            let actualText = String(validating: actual, as: UTF8.self)
        else { return "at byte \(offset) (\(actual.count) bytes, golden \(expected.count))" }
        let line = expected[..<min(offset, expected.count)].filter { $0 == UInt8(ascii: "\n") }.count
        let expectedLines = expectedText.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actualText.split(separator: "\n", omittingEmptySubsequences: false)
        return """
            at line \(line + 1)
              expected: \(line < expectedLines.count ? String(expectedLines[line]) : "<end>")
              actual:   \(line < actualLines.count ? String(actualLines[line]) : "<end>")
            """
    }
}
