#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An errno value with the OS's words for it (`Permission denied`).
package struct SystemError: Error, Equatable, Sendable {
    package let code: Int32

    package init(code: Int32) {
        self.code = code
    }

    /// "No such file or directory" (`ENOENT`).
    package static let missing = SystemError(code: ENOENT)

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

/// The POSIX calls every stage's file code goes through: whole writes and reads that retry
/// interrupted calls, flushes, renames. Each reports failure as a `SystemError`; the stages turn
/// it into their own error with the path.
package enum SystemFile {
    /// Opens a new file for writing, failing if the name exists.
    package static func createExclusive(_ path: String, readable: Bool = false) -> Result<Int32, SystemError> {
        let descriptor = open(path, (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL | O_CLOEXEC, readable ? 0o600 : 0o666)
        return descriptor >= 0 ? .success(descriptor) : .failure(.last)
    }

    /// Writes all bytes to a descriptor, retrying short and interrupted writes.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .last
            }
            offset += written
        }
    }

    /// Reads a descriptor to its end, failing with `tooLarge` once more than `limit` bytes came.
    package static func readAll(_ descriptor: Int32, sizeHint: Int, limit: Int) throws(SystemError) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizeHint)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .last
            }
            if count == 0 { return bytes }
            // The file may grow while it is read: stop as soon as it passes the limit.
            if bytes.count + count > limit { return nil }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Flushes an open file to disk, so a rename never exposes a file whose bytes are not there.
    package static func sync(_ descriptor: Int32) throws(SystemError) {
        guard fsync(descriptor) == 0 else { throw .last }
    }

    /// Flushes a file or folder given by path.
    package static func sync(path: String, directory: Bool = false) throws(SystemError) {
        let descriptor = open(path, (directory ? O_RDONLY | O_DIRECTORY : O_RDONLY) | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last }
        defer { close(descriptor) }
        try sync(descriptor)
    }

    /// Closes a descriptor opened for writing; a failed close can mean lost bytes.
    package static func finishWriting(_ descriptor: Int32) throws(SystemError) {
        guard close(descriptor) == 0 else { throw .last }
    }

    /// Atomically replaces `target` with `source` (same filesystem).
    package static func move(_ source: String, replacing target: String) throws(SystemError) {
        guard rename(source, target) == 0 else { throw .last }
    }

    /// Creates one folder; an existing one is not an error.
    package static func makeDirectory(_ path: String) throws(SystemError) {
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw .last }
    }

    /// Whether a regular file is at `path` (following symbolic links), without reading it.
    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Removes a file if it is there; for cleanup, where nothing better can be done on failure.
    package static func removeFile(_ path: String) {
        unlink(path)
    }

    /// The process id, to make temp names unique between concurrent runs.
    package static var processID: Int { Int(getpid()) }

    /// Whether process `processID` is there: true unless the system says no such process exists
    /// (another user's, which this one may not signal, is there).
    package static func isRunning(processID: Int) -> Bool {
        guard processID > 0, processID <= Int(Int32.max) else { return false }
        return kill(pid_t(processID), 0) == 0 || errno != ESRCH
    }
}
