#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FileIO

/// The file operations Load needs, each turning a failure into a `LoadError` that carries the
/// path and the OS's reason (errno text). Reads, writes, flushes and renames go through the
/// shared file layer (`RegularFileReader`, `SystemFile`); what stays here is Load's own: folders
/// it must be able to roll back, kinds of paths, scratch folders.
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
        SystemError(code: code).reason
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
        case .regularFile:
            do {
                return try RegularFileReader.read(path)
            } catch {
                switch error {
                case .system(let system): throw .io(path: path, reason: system.reason)
                case .notARegularFile(.directory): throw .io(path: path, reason: "a folder is where a file was expected")
                case .notARegularFile, .tooLarge: throw .io(path: path, reason: "not a regular file")
                }
            }
        }
    }

    /// Hands the bytes of the regular file at `path` to `body` a block at a time, so a file of any
    /// size is read in bounded memory.
    static func readBlocks(of path: String, _ body: ([UInt8]) throws(LoadError) -> Void) throws(LoadError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        var offset = 0
        while true {
            let block = try readSome(blockSize, at: offset, from: descriptor, path: path)
            if block.isEmpty { return }
            try body(block)
            offset += block.count
        }
    }

    /// Whether two regular files hold the same bytes, compared a block at a time.
    static func sameContents(_ first: String, _ second: String) throws(LoadError) -> Bool {
        guard case .regularFile(let size) = kind(of: first), case .regularFile(size) = kind(of: second) else { return false }
        let a = open(first, O_RDONLY | O_CLOEXEC)
        guard a >= 0 else { throw .io(path: first, reason: reason(errno)) }
        defer { close(a) }
        let b = open(second, O_RDONLY | O_CLOEXEC)
        guard b >= 0 else { throw .io(path: second, reason: reason(errno)) }
        defer { close(b) }
        var offset = 0
        while offset < size {
            let count = min(blockSize, size - offset)
            guard try read(count, at: offset, from: a, path: first) == read(count, at: offset, from: b, path: second) else { return false }
            offset += count
        }
        return true
    }

    /// Bytes read at once by `readBlocks` and `sameContents`.
    private static let blockSize = 1 << 20

    /// Up to `count` bytes at `offset`; fewer only at the end of the file.
    private static func readSome(_ count: Int, at offset: Int, from descriptor: Int32, path: String) throws(LoadError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw .io(path: path, reason: reason(errno)) }
            if got == 0 { break }
            done += got
        }
        return Array(bytes.prefix(done))
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
            do {
                try SystemFile.makeDirectory(directory)
            } catch {
                let failure = LoadError.cannotCreate(path: directory, reason: error.reason)
                // A path too deep or too long fails far down: leave no empty folders on the way.
                for made in created.reversed() { removeEmptyDirectory(made) }
                throw failure
            }
            created.append(directory)
        }
        return created
    }

    /// Opens a new file for writing, failing if the name exists. Returns the descriptor or the errno.
    static func createExclusive(_ path: String) -> Result<Int32, SystemError> {
        SystemFile.createExclusive(path)
    }

    /// Writes all bytes to a descriptor, retrying short writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(LoadError) {
        do { try SystemFile.writeAll(bytes, to: descriptor) } catch { throw .io(path: path, reason: error.reason) }
    }

    /// Flushes a file or folder to disk, so a rename never exposes a file whose bytes are not there.
    static func sync(_ path: String, directory: Bool = false) throws(LoadError) {
        do { try SystemFile.sync(path: path, directory: directory) } catch { throw .io(path: path, reason: error.reason) }
    }

    /// Flushes an open file to disk; `path` names it in the error.
    static func sync(_ descriptor: Int32, path: String) throws(LoadError) {
        do { try SystemFile.sync(descriptor) } catch { throw .io(path: path, reason: error.reason) }
    }

    /// Closes a descriptor opened for writing; a failed close can mean lost bytes.
    static func finishWriting(_ descriptor: Int32, path: String) throws(LoadError) {
        do { try SystemFile.finishWriting(descriptor) } catch { throw .io(path: path, reason: error.reason) }
    }

    /// Atomically replaces `target` with `source` (same filesystem).
    static func move(_ source: String, replacing target: String) throws(LoadError) {
        do { try SystemFile.move(source, replacing: target) } catch { throw .io(path: target, reason: error.reason) }
    }

    /// Removes a file if it is there; used for cleanup, where nothing better can be done on failure.
    static func removeFile(_ path: String) {
        SystemFile.removeFile(path)
    }

    /// Removes a folder if it is empty; used to undo folders a rolled-back run created.
    static func removeEmptyDirectory(_ path: String) {
        rmdir(path)
    }

    /// Reads `count` bytes at `offset` of an open file; `path` names it in the error.
    static func read(_ count: Int, at offset: Int, from descriptor: Int32, path: String) throws(LoadError) -> [UInt8] {
        let bytes = try readSome(count, at: offset, from: descriptor, path: path)
        guard bytes.count == count else { throw .io(path: path, reason: "the file ended early") }
        return bytes
    }

    /// The system temp folder: `TMPDIR`, else `/tmp`.
    static var temporaryDirectory: String {
        getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    }

    /// The process id, to make temp names unique between concurrent runs.
    static var processID: Int { SystemFile.processID }
}

extension FileSystem {
    /// The process's current folder, for making relative paths absolute.
    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

extension FileSystem {
    /// `path` (absolute) with every symbolic link resolved: the real path of its deepest existing
    /// ancestor, then the components that do not exist yet.
    static func resolvedPath(_ path: String) -> String {
        var existing = path
        var missing: [String] = []
        while true {
            if let pointer = realpath(existing, nil) {
                defer { free(pointer) }
                let real = String(cString: pointer)
                return missing.reversed().reduce(real) { PathText.joined($0, $1) }
            }
            guard existing != "/", !existing.isEmpty else { return path }
            missing.append(PathText.lastComponent(of: existing))
            existing = PathText.directory(of: existing)
        }
    }
}
