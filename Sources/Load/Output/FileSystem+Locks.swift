#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Advisory locks and folder listings: how a run tells its own temp files and journal from
/// those a killed run left behind. A `flock` lock dies with the process that holds it, so a
/// lock that can be taken proves no live run owns the file, whatever pid the name carries.
extension FileSystem {
    /// Takes an exclusive lock on an open file; with `wait` false, returns false at once when
    /// another process holds it.
    static func lockExclusively(_ descriptor: Int32, wait: Bool, path: String) throws(LoadError) -> Bool {
        while true {
            if flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) == 0 { return true }
            if errno == EINTR { continue }
            if errno == EWOULDBLOCK { return false }
            throw .io(path: path, reason: reason(errno))
        }
    }

    /// Whether a process with this id exists (possibly another program that reused the id).
    static func processExists(_ id: Int) -> Bool {
        kill(pid_t(id), 0) == 0 || errno == EPERM
    }

    /// The names in a folder, `.` and `..` left out; empty when it cannot be read.
    static func names(in directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        return names(readingAndClosing: stream).sorted()
    }

    private static let direntNameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    /// The names a folder stream lists, `.` and `..` left out, in the order listed; closes it.
    static func names(readingAndClosing stream: OpaquePointer) -> [String] {
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            // Read the name where it lies: copying `d_name` copies the whole fixed-size field,
            // which can reach past the end of the C library's buffer for a short last entry.
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: direntNameOffset).assumingMemoryBound(to: CChar.self))
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether the open file still has a name (a finished commit unlinks its journal).
    static func isLinked(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_nlink > 0
    }

    /// Opens an existing file for reading, or nil when it is not there.
    static func openExisting(_ path: String) throws(LoadError) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 { return descriptor }
        if errno == ENOENT { return nil }
        throw .io(path: path, reason: reason(errno))
    }

    /// Closes a descriptor that was only read or locked, dropping its lock.
    static func release(_ descriptor: Int32) {
        close(descriptor)
    }

    /// Removes a file, failing with the OS's reason unless it is already gone.
    static func remove(_ path: String) throws(LoadError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw .io(path: path, reason: reason(errno)) }
    }

    /// Renames, treating a missing source as already done (for replaying a journal).
    static func moveIfPresent(_ source: String, replacing target: String) throws(LoadError) {
        guard rename(source, target) == 0 || errno == ENOENT else { throw .io(path: target, reason: reason(errno)) }
    }
}
