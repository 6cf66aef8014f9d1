#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations Load needs, each turning a failure into a `LoadError` that
/// carries the path and the OS's reason (errno text).
enum FileSystem {
    /// What is at a path.
    enum Kind: Equatable {
        case missing
        case regularFile(size: Int)
        case directory
        case other
    }

    /// The OS's text for an errno value (`Permission denied`).
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// What is at `path`, following symbolic links.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile(size: Int(info.st_size))
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The bytes of the regular file at `path`, or nil when nothing is there.
    static func readFileIfPresent(_ path: String) throws(LoadError) -> [UInt8]? {
        switch kind(of: path) {
        case .missing: return nil
        case .directory: throw .io(path: path, reason: "a folder is where a file was expected")
        case .other: throw .io(path: path, reason: "not a regular file")
        case .regularFile(let size):
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .io(path: path, reason: reason(errno)) }
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(size)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw .io(path: path, reason: reason(errno))
                }
                if count == 0 { return bytes }
                bytes.append(contentsOf: chunk[0..<count])
            }
        }
    }

    /// Creates `path` and any missing parent folders; returns the ones it created, outermost first.
    /// Failures name the folder that could not be made, and remove the ones made before it.
    static func makeDirectories(_ path: String) throws(LoadError) -> [String] {
        var missing: [String] = []
        var current = path
        while !current.isEmpty, current != "/", current != "." {
            switch kind(of: current) {
            case .directory: break
            case .missing:
                missing.append(current)
                current = PathText.directory(of: current)
                continue
            case .regularFile, .other:
                throw .cannotCreate(path: current, reason: "a file is where a folder is needed")
            }
            break
        }
        var created: [String] = []
        for directory in missing.reversed() {
            guard mkdir(directory, 0o777) == 0 || errno == EEXIST else {
                let failure = LoadError.cannotCreate(path: directory, reason: reason(errno))
                // A path too deep or too long fails far down: leave no empty folders on the way.
                for made in created.reversed() { removeEmptyDirectory(made) }
                throw failure
            }
            created.append(directory)
        }
        return created
    }

    /// Opens a new file for writing, failing if the name exists. Returns the descriptor or the errno.
    static func createExclusive(_ path: String) -> Result<Int32, Errno> {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        return descriptor >= 0 ? .success(descriptor) : .failure(Errno(code: errno))
    }

    /// Writes all bytes to a descriptor, retrying short writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(LoadError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .io(path: path, reason: reason(errno))
            }
            offset += written
        }
    }

    /// Flushes a file or folder to disk, so a rename never exposes a file whose bytes are not there.
    static func sync(_ path: String, directory: Bool = false) throws(LoadError) {
        let descriptor = open(path, (directory ? O_RDONLY | O_DIRECTORY : O_RDONLY) | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        try sync(descriptor, path: path)
    }

    /// Flushes an open file to disk; `path` names it in the error.
    static func sync(_ descriptor: Int32, path: String) throws(LoadError) {
        guard fsync(descriptor) == 0 else { throw .io(path: path, reason: reason(errno)) }
    }

    /// Closes a descriptor opened for writing; a failed close can mean lost bytes.
    static func finishWriting(_ descriptor: Int32, path: String) throws(LoadError) {
        guard close(descriptor) == 0 else { throw .io(path: path, reason: reason(errno)) }
    }

    /// Atomically replaces `target` with `source` (same filesystem).
    static func move(_ source: String, replacing target: String) throws(LoadError) {
        guard rename(source, target) == 0 else { throw .io(path: target, reason: reason(errno)) }
    }

    /// Removes a file if it is there; used for cleanup, where nothing better can be done on failure.
    static func removeFile(_ path: String) {
        unlink(path)
    }

    /// Removes a folder if it is empty; used to undo folders a rolled-back run created.
    static func removeEmptyDirectory(_ path: String) {
        rmdir(path)
    }

    /// Creates a private scratch folder under the system temp folder.
    static func makeScratchDirectory() throws(LoadError) -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(base)/football-etl-check.XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw .cannotCreate(path: base, reason: reason(errno)) }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// The process id, to make temp names unique between concurrent runs.
    static var processID: Int { Int(getpid()) }
}

/// An errno value kept for later.
struct Errno: Error, Equatable {
    let code: Int32
    var isExisting: Bool { code == EEXIST }
}

extension FileSystem {
    /// The process's current folder, for making relative paths absolute.
    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
