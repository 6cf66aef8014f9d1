import Foundation

/// Files found from this source file's place in the repository.
enum RepositoryFiles {
    /// `Tests/PipelineSpecTests/Support/RepositoryFiles.swift` → the repository root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let testsFolder = root.appendingPathComponent("Tests/PipelineSpecTests")
}
