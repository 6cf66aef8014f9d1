/// Temp files that killed runs left beside the outputs (`.<name>.<pid>-<n>.tmp`), found and
/// removed by the next run that stages into the same folder.
///
/// A live run holds a `flock` lock on each of its temp files until it commits or rolls back,
/// and the lock dies with the process. A file is removed only when its lock can be taken and
/// the pid in its name is not running: a live run's files are locked, and a pid reused by
/// another program keeps a dead run's files until that program ends (the safe direction).
package enum StaleTemporaryFiles {
    /// The pid a temp file name carries, or nil when the name is not one of ours.
    package static func ownerProcess(ofTemporaryName name: String) -> Int? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let stem = name.dropFirst().dropLast(4)
        guard let dot = stem.lastIndex(of: ".") else { return nil }
        let parts = stem[stem.index(after: dot)...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int(parts[0]), pid > 0, Int(parts[1]) != nil else { return nil }
        return pid
    }

    /// Removes the dead runs' temp files in `directory`; returns the paths it removed.
    @discardableResult
    package static func remove(in directory: String) -> [String] {
        var removed: [String] = []
        for name in FileSystem.names(in: directory) {
            guard let pid = ownerProcess(ofTemporaryName: name), !FileSystem.processExists(pid) else { continue }
            let path = FilePath.joined(directory, name)
            guard case .regularFile = FileSystem.kind(of: path),
                let descriptor = try? FileSystem.openExisting(path)
            else { continue }
            defer { FileSystem.release(descriptor) }
            guard (try? FileSystem.lockExclusively(descriptor, wait: false, path: path)) == true else { continue }
            FileSystem.removeFile(path)
            removed.append(path)
        }
        return removed
    }
}
