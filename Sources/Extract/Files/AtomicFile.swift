import Foundation

/// Reads and writes whole files; writes go to a temporary file in the same folder that is then
/// renamed over the target, so a crash or a concurrent reader never sees half a file.
enum AtomicFile {
    /// The largest file `read` accepts: 64 MiB. The largest real answer is a `fixtures?ids=`
    /// batch of 20 detailed matches, about 2 MB pretty-printed (2,068,227 bytes in the demo
    /// recordings), so this is far above any answer yet bounds memory when a path points at a
    /// device such as `/dev/zero`.
    static let readLimitBytes = 64 << 20

    /// Why a file could not be written.
    struct WriteFailure: Error {
        /// What the file system said.
        let reason: String
    }

    /// Why a file could not be read.
    enum ReadFailure: Error, Equatable {
        /// The file system refused (`Permission denied`).
        case system(reason: String)
        /// The path is a FIFO, a device, a folder or a socket (named as `kind`), not a file.
        case notARegularFile(kind: String)
        /// The file holds more than the limit (`bytes` is what was seen so far).
        case tooLarge(bytes: Int, limit: Int)

        /// The failure in words (`a FIFO, not a regular file`).
        var reason: String {
            switch self {
            case .system(let reason): reason
            case .notARegularFile(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let bytes, let limit): "it holds \(bytes) bytes or more, above the \(limit >> 20) MiB limit"
            }
        }
    }

    /// The file's bytes, or nil when there is no such file. Refuses anything but a regular file
    /// (checked on the open descriptor, opened without blocking, so a FIFO cannot hang the
    /// run) and files above `limit` bytes.
    static func read(_ path: String, limit: Int = readLimitBytes) throws(ReadFailure) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .system(reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(kind: kind(of: info.st_mode)) }
        guard info.st_size <= limit else { throw .tooLarge(bytes: Int(info.st_size), limit: limit) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            guard count >= 0 else { throw .system(reason: String(cString: strerror(errno))) }
            if count == 0 { return bytes }
            // The file may grow while it is read.
            guard bytes.count + count <= limit else { throw .tooLarge(bytes: bytes.count + count, limit: limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes `bytes` to `path` (creating folders) unless the file already holds exactly them,
    /// so an unchanged file keeps its mtime. Returns whether it wrote.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) throws(WriteFailure) -> Bool {
        if let existing = try? read(path), existing == bytes { return false }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
        } catch {
            throw WriteFailure(reason: "\(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteFailure(reason: "rename failed: \(reason)")
        }
        return true
    }

    /// What a non-regular file is, in words.
    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFDIR: "a folder"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
