#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path when it is not a regular file.
package enum SpecialFileKind: Equatable, Sendable {
    case directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other

    /// The kind in words, as messages say it (`a FIFO (named pipe)`).
    package var words: String {
        switch self {
        case .directory: "a folder"
        case .fifo: "a FIFO (named pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "a special file"
        }
    }

    /// The kind of a `stat` mode; nil for a regular file.
    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }
}

/// Why a file could not be read.
package enum FileReadFailure: Error, Equatable, Sendable {
    /// The file system refused (`Permission denied`).
    case system(SystemError)
    /// The path is a FIFO, a device, a folder or a socket, not a file.
    case notARegularFile(SpecialFileKind)
    /// The file holds more than the limit (`bytes` is what was seen so far).
    case tooLarge(bytes: Int, limit: Int)
}

/// The one way files are read: whole, regular files only, up to a size limit.
package enum RegularFileReader {
    /// The file's bytes, or nil when nothing is at `path`. Refuses anything but a regular file,
    /// checked on the open descriptor, which is opened without blocking so a FIFO cannot hang the
    /// run; refuses files above `limit` bytes, also when one grows while it is read. Unless
    /// `followingLinks`, a symbolic link at `path` is refused too (`O_NOFOLLOW`), its target unread.
    package static func read(_ path: String, limit: Int = Int.max, followingLinks: Bool = true) throws(FileReadFailure) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ELOOP, !followingLinks { throw .notARegularFile(.symbolicLink) }
            throw .system(.last)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(.last) }
        if let kind = SpecialFileKind(mode: info.st_mode) { throw .notARegularFile(kind) }
        let size = Int(info.st_size)
        guard size <= limit else { throw .tooLarge(bytes: size, limit: limit) }
        let bytes: [UInt8]?
        do {
            bytes = try SystemFile.readAll(descriptor, sizeHint: size, limit: limit)
        } catch {
            throw .system(error)
        }
        guard let bytes else { throw .tooLarge(bytes: limit + 1, limit: limit) }
        return bytes
    }
}
