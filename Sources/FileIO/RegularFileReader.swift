#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way files are read whole: regular files only, up to a size limit.
package enum RegularFileReader {
    /// The file's bytes, or nil when nothing is at `path`. Refuses anything but a regular file,
    /// checked on the open descriptor, which is opened without blocking so a FIFO cannot hang the
    /// run; refuses files above `limit` bytes, also when one grows while it is read. Unless
    /// `followingLinks`, a symbolic link at `path` is refused too (`O_NOFOLLOW`), its target unread.
    package static func read(_ path: String, limit: Int = Int.max, followingLinks: Bool = true) throws(FileError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ELOOP, !followingLinks { throw FileError(.read, path, .notARegularFile(.symbolicLink)) }
            throw .last(.read, path)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .last(.read, path) }
        if let kind = SpecialFileKind(mode: info.st_mode) { throw FileError(.read, path, .notARegularFile(kind)) }
        let size = Int(info.st_size)
        guard size <= limit else { throw FileError(.read, path, .tooLarge(bytes: size, limit: limit)) }
        guard let bytes = try FileSystem.readAll(descriptor, sizeHint: size, limit: limit, path: path) else {
            throw FileError(.read, path, .tooLarge(bytes: limit + 1, limit: limit))
        }
        return bytes
    }

    /// Hands the bytes of the file at `path` to `body` a block at a time, so a file of any size
    /// is read in bounded memory.
    package static func readBlocks(of path: String, _ body: ([UInt8]) -> Void) throws(FileError) {
        guard let descriptor = try FileSystem.openExisting(path) else { throw FileError(.open, path, .system(.missing)) }
        defer { close(descriptor) }
        var offset = 0
        while true {
            let block = try FileSystem.readSome(blockSize, at: offset, from: descriptor, path: path)
            if block.isEmpty { return }
            body(block)
            offset += block.count
        }
    }

    /// Whether two regular files hold the same bytes, compared a block at a time.
    package static func sameContents(_ first: String, _ second: String) throws(FileError) -> Bool {
        guard case .regularFile(let size) = FileSystem.kind(of: first), case .regularFile(size) = FileSystem.kind(of: second) else {
            return false
        }
        guard let a = try FileSystem.openExisting(first) else { throw FileError(.open, first, .system(.missing)) }
        defer { close(a) }
        guard let b = try FileSystem.openExisting(second) else { throw FileError(.open, second, .system(.missing)) }
        defer { close(b) }
        var offset = 0
        while offset < size {
            let count = min(blockSize, size - offset)
            guard try FileSystem.read(count, at: offset, from: a, path: first) == FileSystem.read(count, at: offset, from: b, path: second)
            else { return false }
            offset += count
        }
        return true
    }

    /// Bytes read at once by `readBlocks` and `sameContents`.
    package static let blockSize = 1 << 20
}
