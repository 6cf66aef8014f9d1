import Foundation

/// Reads a pipeline file's exact bytes, with the operating system's reason when it cannot.
/// Only regular files are read, and at most `maximumSize` bytes of them: a path to a device
/// (`/dev/zero`), a FIFO or a directory is refused before a byte is read, so nothing blocks
/// or grows without end.
enum PipelineFileReader {
    /// The most bytes a pipeline file may have (real ones are a few KB).
    static let maximumSize = 4 * 1024 * 1024

    /// The file's bytes; `unreadableFile` (exit 66) when it is missing, not a regular file or
    /// cannot be read, `fileTooLarge` (exit 78) past `maximumSize`.
    static func bytes(atPath path: String) throws(PipelineSpecError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        if let kind = nonRegularKind(status.st_mode) {
            throw .unreadableFile(path: path, reason: "it is \(kind), not a regular file")
        }
        guard status.st_size <= maximumSize else { throw .fileTooLarge(path: path, size: Int(status.st_size), limit: maximumSize) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            // The file grew after fstat: still refuse it rather than read on.
            if bytes.count > maximumSize { throw .fileTooLarge(path: path, size: bytes.count, limit: maximumSize) }
        }
    }

    /// What a file that is not regular is, for the message; nil for a regular file.
    private static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        default: "something other than a file"
        }
    }

    /// Where the first byte that is not UTF-8 sits.
    static func invalidUTF8Position(in bytes: [UInt8]) -> SourcePosition {
        var position = SourcePosition(line: 1, column: 1)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if scalar == "\n" {
                position = SourcePosition(line: position.line + 1, column: 1)
            } else {
                position.column += 1
            }
        }
        return position
    }
}
