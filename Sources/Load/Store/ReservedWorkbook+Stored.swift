import FileIO

/// A reused league-season's workbook: its stored bytes go into the reserved temp file instead
/// of a render, and it is recorded with its stored sheet digests like a rendered one.
extension ReservedWorkbook {
    /// Fills the temp file with a stored workbook's bytes.
    package func fill(with bytes: [UInt8]) throws(LoadError) {
        let descriptor = try LoadError.file(FileSystem.openTruncating(temporaryPath))
        defer { FileSystem.release(descriptor) }
        try LoadError.file(FileSystem.writeAll(bytes, to: descriptor, path: temporaryPath))
    }
}

extension LeagueSeasonStore {
    /// The bytes of a committed output file (a workbook the run just wrote or left as it was),
    /// to be stored; nil when it cannot be read.
    package static func committedFile(_ path: String) -> [UInt8]? {
        try? RegularFileReader.read(path)
    }

    /// Marks an entry used now, so `clean` removes the least recently used first. A symbolic
    /// link's own time is set, never its target's.
    package static func touch(_ path: String) {
        FileSystem.touch(path)
    }
}
