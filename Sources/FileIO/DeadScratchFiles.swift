/// The scratch killed runs left in a temp folder, found and removed by the next run that makes
/// a scratch folder there: lock-owned folders (`ScratchFolder`), and the SQLite builder's files
/// from versions before them (`football-etl-<pid>-<n>.sqlite` and `….rows.sqlite`), which the
/// builder now keeps inside its folder.
///
/// A folder is removed only when its lock can be taken and the pid in its name is not running:
/// a live run holds its lock, and the pid covers the moment between making a folder and locking
/// it. An old-style file has no lock; it is removed when its pid is not running.
package enum DeadScratchFiles {
    /// Removes the dead runs' scratch in `parent`; returns the paths it removed.
    @discardableResult
    package static func remove(in parent: String) -> [String] {
        var removed: [String] = []
        for name in FileSystem.names(in: parent) {
            let path = FilePath.joined(parent, name)
            if let pid = ScratchFolder.ownerProcess(ofName: name) {
                guard !FileSystem.processExists(pid), let descriptor = try? FileSystem.openDirectory(path) else { continue }
                defer { FileSystem.release(descriptor) }
                guard (try? FileSystem.lockExclusively(descriptor, wait: false, path: path)) == true else { continue }
                FileSystem.removeEntries(ofDirectory: descriptor)
                FileSystem.removeEmptyDirectory(path)
                removed.append(path)
            } else if let pid = ownerProcess(ofOldDatabaseName: name), !FileSystem.processExists(pid),
                FileSystem.isRegularFileItself(path)
            {
                FileSystem.removeFile(path)
                removed.append(path)
            }
        }
        return removed
    }

    /// The pid of an old-style builder file name (`football-etl-<pid>-<n>.sqlite`,
    /// `football-etl-<pid>-<n>.rows.sqlite`); nil for any other name.
    static func ownerProcess(ofOldDatabaseName name: String) -> Int? {
        let prefix = "football-etl-"
        guard name.hasPrefix(prefix) else { return nil }
        var stem = name.dropFirst(prefix.count)
        for suffix in [".rows.sqlite", ".sqlite"] where stem.hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
            let parts = stem.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let pid = Int(parts[0]), pid > 0, UInt(parts[1]) != nil else { return nil }
            return pid
        }
        return nil
    }
}
