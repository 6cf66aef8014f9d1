import Foundation

/// A fresh folder under the system temp folder, removed when the value goes away.
final class ScratchDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("load-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A path inside the folder.
    func file(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes bytes to a path inside the folder, creating folders on the way.
    func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: file(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of a file inside the folder, or nil if it is missing.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every entry below the folder, hidden ones included, as sorted relative paths.
    func listing() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var entries: [String] = []
        while let entry = enumerator?.nextObject() as? String { entries.append(entry) }
        return entries.sorted()
    }

    /// Sets a file's modification time, so a test can see whether it was rewritten.
    func setModificationDate(_ date: Date, of relative: String) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file(relative))
    }

    /// A file's modification time.
    func modificationDate(of relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: file(relative))[.modificationDate] as? Date
    }
}
