#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where libxlsxwriter writes the temporary files it packs a workbook from: creating and
/// removing them is most of a workbook's system time on a disk, little in memory. The first
/// writable memory-backed folder with room to spare (`/dev/shm`, `XDG_RUNTIME_DIR`), else
/// `TMPDIR`; `FOOTBALL_ETL_XLSX_TMPDIR` chooses one outright. A workbook that fails for its
/// temporary files in a memory folder is written again with `TMPDIR` (Docker's `/dev/shm` is 64 MB).
enum WorkbookScratchFolder {
    /// Free space a memory folder must have to be used.
    static let roomToSpare: UInt64 = 512 << 20
    static let overrideVariable = "FOOTBALL_ETL_XLSX_TMPDIR"

    /// The folder to try first, and whether a failure there may fall back to `TMPDIR`.
    static func preferred(environment: (String) -> String? = Self.environment) -> (path: String, fallsBack: Bool) {
        if let chosen = environment(overrideVariable), !chosen.isEmpty { return (chosen, false) }
        let memory = ["/dev/shm", environment("XDG_RUNTIME_DIR")].compactMap { $0 }.filter { !$0.isEmpty }
        if let folder = memory.first(where: { hasRoom($0) }) { return (folder, true) }
        return (FileSystem.temporaryDirectory, false)
    }

    /// A writable folder with `roomToSpare` free.
    static func hasRoom(_ folder: String) -> Bool {
        guard access(folder, W_OK | X_OK) == 0 else { return false }
        var stats = statvfs()
        guard statvfs(folder, &stats) == 0 else { return false }
        return UInt64(stats.f_bavail) * UInt64(stats.f_frsize) >= roomToSpare
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
