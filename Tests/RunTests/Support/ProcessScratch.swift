import Foundation

/// A folder for the fixtures shared by all tests of this process, removed when the process exits.
enum ProcessScratch {
    /// `<tmp>/runtests-<pid>`, created on first use.
    static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("runtests-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: ProcessScratch.folder) }
        return path
    }()
}
