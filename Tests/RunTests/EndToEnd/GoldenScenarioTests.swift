import Foundation
import TestSupport
import Testing

/// Whole-output reference tests: each folder in Scenarios/ holds a pipeline.yml run (from a copy
/// beside the output) over its recordings/, and expected/, the complete output folder it must write byte for
/// byte. `RECORD_GOLDEN=1` rewrites expected/ and fails the test, so nobody records by accident.
@Suite struct GoldenScenarioTests {
    @Test(arguments: ["epl-2024-two-matches"])
    func scenarioWritesExactlyTheExpectedFiles(_ name: String) async throws {
        let scenario = "\(RepositoryPaths.scenarios)/\(name)"
        let expected = "\(scenario)/expected"
        try await ScratchDirectory.with { folder in
            let output = "\(folder)/out"
            // Run beside the output, as a committed export is: the manifest names the pipeline `../pipeline.yml`
            // wherever the checkout and the scratch folder are.
            try FileManager.default.copyItem(atPath: "\(scenario)/pipeline.yml", toPath: "\(folder)/pipeline.yml")
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/recordings", withDestinationPath: "\(scenario)/recordings")
            let outcome = try await ToolProcess.footballETL(["run", "pipeline.yml"], environment: ["OUTPUT_DIR": output], in: folder)
            try #require(outcome.status == 0, "\(outcome.stderr)")

            if GoldenFile.recordFolder(copying: output, to: expected) { return }
            let actual = try FileTree(output)
            let golden = try FileTree(expected)
            #expect(!golden.files.isEmpty, "no expected files in \(expected); run with RECORD_GOLDEN=1 to create them")
            #expect(actual.files == golden.files)
            for difference in golden.differences(from: actual) where difference.hasPrefix("differs: ") {
                let path = String(difference.dropFirst("differs: ".count))
                Issue.record(
                    "\(path) differs from \(expected)/\(path): \(try Self.firstDifference("\(expected)/\(path)", "\(output)/\(path)"))")
            }
        }
    }

    /// The first line where two text files differ, both sides shown.
    private static func firstDifference(_ expectedPath: String, _ actualPath: String) throws -> String {
        let expected = try lines(expectedPath)
        let actual = try lines(actualPath)
        guard let line = zip(expected, actual).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return "\(expected.count) lines expected, \(actual.count) written"
        }
        return "line \(line + 1)\n  expected: \(expected[line])\n  written:  \(actual[line])"
    }

    /// A text file's lines, whether they end in LF (NDJSON, JSON) or CRLF (CSV).
    private static func lines(_ path: String) throws -> [Substring] {
        try String(contentsOfFile: path, encoding: .utf8).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }
}
