package import Foundation

/// `Tests/Samples`: every saved API-Football answer the tests share, held once. `answers/` (its
/// README.md says where each comes from) holds `collected/`, real answers other projects
/// captured, and `documented/`, the documentation's answers for endpoints nobody published;
/// `recordings/` holds answers under a recorded source's request names (`fixtures/id=1208140.json`).
package enum TestSamples {
    /// The folder, found from this file's path.
    package static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

    /// `answers/`: `collected/` and `documented/`, which `convert` reads as one folder.
    package static var answers: URL { folder.appendingPathComponent("answers") }
    /// `answers/collected/`: `<endpoint folder>/<name>.json`.
    package static var collected: URL { answers.appendingPathComponent("collected") }
    /// `answers/documented/`: `<endpoint folder>/<name>.json`.
    package static var documented: URL { answers.appendingPathComponent("documented") }
    /// `recordings/`: a recorded source's layout.
    package static var recordings: URL { folder.appendingPathComponent("recordings") }
}
