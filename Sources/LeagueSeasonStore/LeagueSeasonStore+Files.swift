import FileIO

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
