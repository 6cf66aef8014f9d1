import FileIO

/// Reads and writes whole files through the shared file layer (`RegularFileReader`,
/// `AtomicFileWriter`), with the limit and the failure words Extract's errors carry.
enum AtomicFile {
    /// Why a file could not be written.
    struct WriteFailure: Error {
        /// What the file system said.
        let system: SystemError

        /// The OS's words for it.
        var reason: String { system.reason }
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
    /// (a FIFO cannot hang the run) and files above `limit` bytes (an answer's cap,
    /// `AnswerSizeLimit`, which bounds memory when a path points at a device such as `/dev/zero`).
    static func read(_ path: String, limit: Int) throws(ReadFailure) -> [UInt8]? {
        do {
            return try RegularFileReader.read(path, limit: limit)
        } catch {
            switch error {
            case .system(let system): throw .system(reason: system.reason)
            case .notARegularFile(let kind): throw .notARegularFile(kind: kind.words)
            case .tooLarge(let bytes, let limit): throw .tooLarge(bytes: bytes, limit: limit)
            }
        }
    }

    /// Whether a regular file is at `path`; nothing is read.
    static func exists(_ path: String) -> Bool {
        SystemFile.isRegularFile(path)
    }

    /// Writes `bytes` to `path` (creating folders) unless the file already holds exactly them,
    /// so an unchanged file keeps its mtime. Returns whether it wrote.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) throws(WriteFailure) -> Bool {
        // A file larger than `bytes` differs from them, so reading stops there.
        if let existing = try? read(path, limit: bytes.count), existing == bytes { return false }
        do {
            try AtomicFileWriter.replace(path, with: bytes)
        } catch {
            throw WriteFailure(system: error)
        }
        return true
    }
}
