import Foundation
import TestSupport

/// Where a Transform test's input file lies: `Tests/TransformTests/Fixtures/<path>` for the files
/// only these tests read (trimmed or edited answers, reserved-word lists), else the shared saved
/// answer `Tests/Samples/answers/{collected,documented}/<path>`, held once for every test target.
enum TransformFixtures {
    static let own = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The file at `path` (`standings/epl-2022-final.json`): this target's own, or a shared one.
    static func url(_ path: String) -> URL {
        let candidates = [own, TestSamples.collected, TestSamples.documented].map { $0.appendingPathComponent(path) }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }

    /// The bytes of the file at `path`.
    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(path)))
    }
}
