#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A reused league-season's workbook: its stored bytes go into the reserved temp file instead
/// of a render, and it is recorded with its stored sheet digests like a rendered one.
extension ReservedWorkbook {
    /// Fills the temp file with a stored workbook's bytes.
    package func fill(with bytes: [UInt8]) throws(LoadError) {
        let descriptor = open(temporaryPath, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io(path: temporaryPath, reason: FileSystem.reason(errno)) }
        defer { FileSystem.release(descriptor) }
        try FileSystem.writeAll(bytes, to: descriptor, path: temporaryPath)
    }
}

extension LeagueSeasonStore {
    /// The bytes of a committed output file (a workbook the run just wrote or left as it was),
    /// to be stored; nil when it cannot be read.
    package static func committedFile(_ path: String) -> [UInt8]? {
        try? FileSystem.readFileIfPresent(path)
    }

    /// Marks an entry used now, so `clean` removes the least recently used first. A symbolic
    /// link's own time is set, never its target's.
    package static func touch(_ path: String) {
        _ = utimensat(AT_FDCWD, path, nil, AT_SYMLINK_NOFOLLOW)
    }
}
