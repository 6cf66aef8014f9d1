#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Advisory locks and process ids: how a run tells its own temp files, scratch folders and
/// journal from those a killed run left behind. A `flock` lock dies with the process that holds
/// it, so a lock that can be taken proves no live run owns the file, whatever pid the name carries.
extension FileSystem {
    /// Takes an exclusive lock on an open file; with `wait` false, returns false at once when
    /// another process holds it.
    package static func lockExclusively(_ descriptor: Int32, wait: Bool, path: String) throws(FileError) -> Bool {
        while true {
            if flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) == 0 { return true }
            if errno == EINTR { continue }
            if errno == EWOULDBLOCK { return false }
            throw .last(.lock, path)
        }
    }

    /// The process id, to make temp names unique between concurrent runs.
    package static var processID: Int { Int(getpid()) }

    /// Whether a process with this id exists (possibly another program that reused the id, or
    /// another user's, which this one may not signal).
    package static func processExists(_ id: Int) -> Bool {
        guard id > 0, id <= Int(Int32.max) else { return false }
        return kill(pid_t(id), 0) == 0 || errno != ESRCH
    }
}

/// The process's environment and working folder, read where the file layer reads them.
extension FileSystem {
    /// The value of an environment variable; nil when unset.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The system temp folder: `TMPDIR`, else `/tmp`.
    package static var temporaryDirectory: String {
        environment("TMPDIR") ?? "/tmp"
    }

    /// The process's current folder, for making relative paths absolute.
    package static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `path` (absolute) with every symbolic link resolved: the real path of its deepest existing
    /// ancestor, then the components that do not exist yet.
    package static func resolvedPath(_ path: String) -> String {
        var existing = path
        var missing: [String] = []
        while true {
            if let pointer = realpath(existing, nil) {
                defer { free(pointer) }
                let real = String(cString: pointer)
                return missing.reversed().reduce(real) { FilePath.joined($0, $1) }
            }
            guard existing != "/", !existing.isEmpty else { return path }
            missing.append(FilePath.lastComponent(of: existing))
            existing = FilePath.directory(of: existing)
        }
    }
}
