import Foundation

/// A folder for the fixtures shared by all tests of this process, removed when the process exits.
/// Not a `ScratchDirectory`: that one lives as long as one test's value, while this one must
/// outlive every test (a static is never deinitialised, so `atexit` removes it).
enum ProcessScratch {
    /// `<tmp>/runtests-<pid>`, created on first use.
    static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("runtests-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: ProcessScratch.folder) }
        return path
    }()
}
