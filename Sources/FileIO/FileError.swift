#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one error of the file layer: what was being done, to which path, and why it failed. Each
/// stage maps it to its own error where it calls the layer (Load: 73 when something could not be
/// made, else 74; Extract: 74 for a full disk or a failed device, else 73).
package struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the layer was doing.
    package enum Operation: String, Equatable, Sendable {
        /// Making a new file or a folder: a failure means the output could not be created.
        case create
        case open, read, write, sync, close, rename, remove, lock
    }

    /// Why it failed.
    package enum Cause: Equatable, Sendable {
        /// The file system refused (`Permission denied`).
        case system(SystemError)
        /// The path is a FIFO, a device, a folder, a socket or (when links are not followed) a link.
        case notARegularFile(SpecialFileKind)
        /// The file holds more than the limit (`bytes` is what was seen so far).
        case tooLarge(bytes: Int, limit: Int)
        /// A file is where a folder is needed.
        case fileInTheWay
        /// The file holds fewer bytes than it said it did.
        case endedEarly
    }

    package let operation: Operation
    package let path: String
    package let cause: Cause

    package init(_ operation: Operation, _ path: String, _ cause: Cause) {
        self.operation = operation
        self.path = path
        self.cause = cause
    }

    /// The failure of the last system call (`errno`).
    static func last(_ operation: Operation, _ path: String) -> FileError {
        FileError(operation, path, .system(.last))
    }

    /// The failure in words (`Permission denied`, `it is a FIFO (named pipe), not a regular file`).
    package var reason: String {
        switch cause {
        case .system(let system): system.reason
        case .notARegularFile(let kind): "it is \(kind.words), not a regular file"
        case .tooLarge(let bytes, let limit): "it holds \(bytes) bytes or more, above the \(limit >> 20) MiB limit"
        case .fileInTheWay: "a file is where a folder is needed"
        case .endedEarly: "the file ended early"
        }
    }

    /// Whether a file or folder could not be made (sysexits 73 where a stage says so), rather
    /// than read or written (74).
    package var isCreation: Bool { operation == .create }

    /// The disk or a quota is full, the file grew past its limit, or the device failed: reading
    /// or writing failed, not making the file.
    package var isIOFailure: Bool {
        guard case .system(let system) = cause else { return false }
        return system.isIOFailure
    }

    /// Nothing was at the path.
    package var isMissing: Bool { cause == .system(.missing) }

    /// The name was already taken.
    package var isExisting: Bool {
        guard case .system(let system) = cause else { return false }
        return system.isExisting
    }

    package var description: String { "cannot \(operation.rawValue) \(path): \(reason)" }
}

/// An errno value with the OS's words for it (`Permission denied`).
package struct SystemError: Equatable, Sendable {
    package let code: Int32

    package init(code: Int32) {
        self.code = code
    }

    /// "No such file or directory" (`ENOENT`).
    package static let missing = SystemError(code: ENOENT)
    /// "File too large" (`EFBIG`).
    package static let fileTooLarge = SystemError(code: EFBIG)
    /// "No space left on device" (`ENOSPC`).
    package static let noSpace = SystemError(code: ENOSPC)
    /// "Permission denied" (`EACCES`).
    package static let permissionDenied = SystemError(code: EACCES)

    /// The error the last failed call left in `errno`.
    package static var last: SystemError { SystemError(code: errno) }

    /// The OS's text for the code.
    package var reason: String { String(cString: strerror(code)) }

    /// The name was already taken (`EEXIST`).
    package var isExisting: Bool { code == EEXIST }

    /// Nothing was at the path (`ENOENT`).
    package var isMissing: Bool { code == ENOENT }

    /// The disk or a quota is full, the file grew past its limit, or the device failed
    /// (`ENOSPC`, `EDQUOT`, `EFBIG`, `EIO`): reading or writing failed, not making the file.
    package var isIOFailure: Bool { [ENOSPC, EDQUOT, EFBIG, EIO].contains(code) }
}

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
