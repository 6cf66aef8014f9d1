import TestSupport
import Foundation

/// Files found from this source file's place in the repository, and the record switch for goldens.
enum RepositoryFiles {
    /// `Tests/PipelineSpecTests/Support/RepositoryFiles.swift` → the repository root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let testsFolder = root.appendingPathComponent("Tests/PipelineSpecTests")

    /// Set `RECORD_GOLDEN=1` to rewrite golden files; the test then fails so nobody records by accident.
    static var isRecording: Bool { GoldenFile.isRecording }
}
