import Foundation
import Testing

/// The file system has one layer: only FileIO (and the C wrapper targets, `Lib*` and `C*`) talks
/// to the C library. Elsewhere no file imports Glibc, Darwin or Musl, so no `open`, `rename`,
/// `fsync`, `unlink`, `flock`, … can be called outside it. Judged by reading every Swift file
/// under Sources/.
@Suite struct FileLayerBoundaryTests {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Target folders allowed to import the C library.
    private static func mayCallTheSystem(_ target: String) -> Bool {
        target == "FileIO" || target.hasPrefix("Lib") || target.hasPrefix("C")
    }

    /// Every Swift file under Sources/ with its target and text.
    private static func files() throws -> [(target: String, path: String, text: String)] {
        let root = sources.path
        let relativePaths = try #require(FileManager.default.subpathsOfDirectory(atPath: root) as [String]?)
        return try relativePaths.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            let target = String(relative.split(separator: "/")[0])
            return (target, relative, try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8))
        }
    }

    @Test func onlyFileIOAndTheCWrappersImportTheCLibrary() throws {
        let files = try Self.files()
        #expect(files.count > 100, "Sources/ was not found at \(Self.sources.path)")
        let offenders = files.filter { file in
            !Self.mayCallTheSystem(file.target)
                && ["canImport(Glibc)", "import Glibc", "import Darwin", "import Musl"].contains { file.text.contains($0) }
        }
        #expect(offenders.map(\.path) == [])
    }
}
