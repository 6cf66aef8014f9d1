#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX calls every stage's file code goes through, on open descriptors: exclusive
/// creation, whole writes and reads that retry interrupted calls, reads at an offset, flushes.
/// Each failure is a `FileError` naming the operation and the path.
package enum FileSystem {
    /// Opens a new file for writing (and reading, when `readable`), failing if the name exists.
    package static func createExclusive(_ path: String, readable: Bool = false) throws(FileError) -> Int32 {
        let descriptor = open(path, (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL | O_CLOEXEC, readable ? 0o600 : 0o666)
        guard descriptor >= 0 else { throw .last(.create, path) }
        return descriptor
    }

    /// Opens an existing file for reading, or nil when nothing is there.
    package static func openExisting(_ path: String) throws(FileError) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 { return descriptor }
        if errno == ENOENT { return nil }
        throw .last(.open, path)
    }

    /// Opens an existing file for writing from its start, emptied.
    package static func openTruncating(_ path: String) throws(FileError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last(.open, path) }
        return descriptor
    }

    /// Writes all bytes to a descriptor, retrying short and interrupted writes.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .last(.write, path)
            }
            offset += written
        }
    }

    /// Reads a descriptor to its end; nil once more than `limit` bytes came.
    static func readAll(_ descriptor: Int32, sizeHint: Int, limit: Int, path: String) throws(FileError) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizeHint)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readDescriptor(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .last(.read, path)
            }
            if count == 0 { return bytes }
            // The file may grow while it is read: stop as soon as it passes the limit.
            if bytes.count + count > limit { return nil }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Exactly `count` bytes at `offset` of an open file.
    package static func read(_ count: Int, at offset: Int, from descriptor: Int32, path: String) throws(FileError) -> [UInt8] {
        let bytes = try readSome(count, at: offset, from: descriptor, path: path)
        guard bytes.count == count else { throw FileError(.read, path, .endedEarly) }
        return bytes
    }

    /// Up to `count` bytes at `offset`; fewer only at the end of the file.
    package static func readSome(_ count: Int, at offset: Int, from descriptor: Int32, path: String) throws(FileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw .last(.read, path) }
            if got == 0 { break }
            done += got
        }
        return Array(bytes.prefix(done))
    }

    /// Flushes an open file to disk, so a rename never exposes a file whose bytes are not there.
    package static func sync(_ descriptor: Int32, path: String) throws(FileError) {
        guard fsync(descriptor) == 0 else { throw .last(.sync, path) }
    }

    /// Flushes a file or folder given by path (a folder's flush keeps the renames in it).
    package static func sync(_ path: String, directory: Bool = false) throws(FileError) {
        let descriptor = open(path, (directory ? O_RDONLY | O_DIRECTORY : O_RDONLY) | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last(.sync, path) }
        defer { close(descriptor) }
        try sync(descriptor, path: path)
    }

    /// Closes a descriptor opened for writing; a failed close can mean lost bytes.
    package static func finishWriting(_ descriptor: Int32, path: String) throws(FileError) {
        guard close(descriptor) == 0 else { throw .last(.close, path) }
    }

    /// Closes a descriptor that was only read or locked, dropping its lock.
    package static func release(_ descriptor: Int32) {
        close(descriptor)
    }

    /// Whether the open file still has a name (a finished commit unlinks its journal).
    package static func isLinked(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_nlink > 0
    }
}

/// `read(2)`, named apart from `FileSystem.read`, which shadows it inside the enum.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
