#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls on paths: what is there, renames, removals, folders and their listings.
extension FileSystem {
    /// What is at a path.
    package enum Kind: Equatable, Sendable {
        case missing
        case regularFile(size: Int)
        case directory
        case other
    }

    /// What is at `path`, following symbolic links.
    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile(size: Int(info.st_size))
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether a regular file is at `path` (following symbolic links), without reading it.
    package static func isRegularFile(_ path: String) -> Bool {
        if case .regularFile = kind(of: path) { return true }
        return false
    }

    /// Whether a regular file is at `path` itself (a symbolic link is not followed).
    package static func isRegularFileItself(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The size and modification second of what is at `path` itself (a link is not followed).
    package static func sizeAndModification(ofItself path: String) -> (size: Int, modifiedSeconds: Int)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        return (Int(info.st_size), Int(info.st_mtimespec.tv_sec))
        #else
        return (Int(info.st_size), Int(info.st_mtim.tv_sec))
        #endif
    }

    /// Whether nothing is at `path`: not merely a path this process may not look at.
    package static func isGone(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }

    /// Atomically replaces `target` with `source` (same filesystem).
    package static func move(_ source: String, replacing target: String) throws(FileError) {
        guard rename(source, target) == 0 else { throw .last(.rename, target) }
    }

    /// Renames, treating a missing source as already done (for replaying a journal).
    package static func moveIfPresent(_ source: String, replacing target: String) throws(FileError) {
        guard rename(source, target) == 0 || errno == ENOENT else { throw .last(.rename, target) }
    }

    /// Removes a file, failing with the OS's reason unless it is already gone.
    package static func remove(_ path: String) throws(FileError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw .last(.remove, path) }
    }

    /// Removes a file if it is there; for cleanup, where nothing better can be done on failure.
    package static func removeFile(_ path: String) {
        unlink(path)
    }

    /// Removes a folder if it is empty; used to undo folders a rolled-back run created.
    package static func removeEmptyDirectory(_ path: String) {
        rmdir(path)
    }

    /// Marks a file used now; a symbolic link's own time is set, never its target's.
    package static func touch(_ path: String) {
        _ = utimensat(AT_FDCWD, path, nil, AT_SYMLINK_NOFOLLOW)
    }

    /// Creates one folder; an existing one is not an error.
    package static func makeDirectory(_ path: String) throws(FileError) {
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw .last(.create, path) }
    }

    /// Creates `path` and any missing parent folders; returns the ones it created, outermost first.
    /// Failures name the folder that could not be made, and remove the ones made before it.
    @discardableResult
    package static func makeDirectories(_ path: String) throws(FileError) -> [String] {
        var missing: [String] = []
        var current = path
        walk: while !current.isEmpty, current != "/", current != "." {
            switch kind(of: current) {
            case .directory: break walk
            case .missing:
                missing.append(current)
                current = FilePath.directory(of: current)
            case .regularFile, .other:
                throw FileError(.create, current, .fileInTheWay)
            }
        }
        var created: [String] = []
        for directory in missing.reversed() {
            do {
                try makeDirectory(directory)
            } catch {
                // A path too deep or too long fails far down: leave no empty folders on the way.
                for made in created.reversed() { removeEmptyDirectory(made) }
                throw error
            }
            created.append(directory)
        }
        return created
    }

    /// The names in a folder, `.` and `..` left out, sorted; empty when it cannot be read.
    package static func names(in directory: String) -> [String] {
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

    /// The longest path the system takes (`PATH_MAX`).
    package static let longestPath = Int(PATH_MAX)
}
