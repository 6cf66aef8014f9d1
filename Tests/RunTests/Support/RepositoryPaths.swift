import Foundation
import Testing

/// Paths inside the repository, found from this file's location.
enum RepositoryPaths {
    /// The repository root (the folder holding Package.swift).
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The folder of the binaries the tests run: `FOOTBALL_ETL_BUILD` (`make test` names its
    /// optimised test build there), else the debug build that `swift build` and `swift test` leave.
    static let buildFolder: String = ProcessInfo.processInfo.environment["FOOTBALL_ETL_BUILD"] ?? "\(root)/.build/debug"

    /// The `football-etl` binary the end-to-end tests run.
    static var binary: String { "\(buildFolder)/football-etl" }

    /// The shipped demo pipeline.
    static var demoPipeline: String { "\(root)/pipelines/demo.yml" }

    /// This test target's scenario folders (pipeline.yml, recordings/, expected/).
    static var scenarios: String { "\(root)/Tests/RunTests/Scenarios" }

    /// The binary's path, or a test failure that says how to build it.
    static func requireBinary() throws -> String {
        try #require(
            FileManager.default.isExecutableFile(atPath: binary),
            "no football-etl binary at \(binary): run `swift build` (or `swift build --build-tests`) first")
        return binary
    }
}
