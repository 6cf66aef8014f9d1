package import Foundation

/// The one scratch-folder helper of the test targets: a fresh folder under the system temp
/// folder, removed when the value goes away (or, through `with`, when the body returns or throws).
package final class ScratchDirectory {
    package let path: String

    /// Creates the folder; `label` starts its name, to tell whose leftovers are whose.
    package init(_ label: String = "tests") throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Runs `body` with a new empty folder's path and removes the folder when it returns or throws.
    package static func with<T>(_ label: String = "tests", _ body: (String) async throws -> T) async throws -> T {
        let scratch = try ScratchDirectory(label)
        defer { withExtendedLifetime(scratch) {} }
        return try await body(scratch.path)
    }

    /// Every regular file below `path`, as paths relative to it, sorted.
    package static func files(in path: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(path)/\(next)", isDirectory: &isFolder), !isFolder.boolValue {
                files.append(next)
            }
        }
        return files.sorted()
    }

    /// A path inside the folder.
    package func file(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes text to a path inside the folder, creating folders on the way.
    package func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: file(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of a file inside the folder, or nil if it is missing.
    package func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of a file inside the folder.
    package func bytes(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: file(relative)))
    }

    /// Every entry below the folder, hidden ones included, as sorted relative paths.
    package func listing() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var entries: [String] = []
        while let entry = enumerator?.nextObject() as? String { entries.append(entry) }
        return entries.sorted()
    }

    /// Sets a file's modification time, so a test can see whether it was rewritten.
    package func setModificationDate(_ date: Date, of relative: String) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file(relative))
    }

    /// A file's modification time.
    package func modificationDate(of relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: file(relative))[.modificationDate] as? Date
    }
}
