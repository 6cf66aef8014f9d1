import FileIO

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
        let bytes: [UInt8]?
        do {
            bytes = try RegularFileReader.read(path, limit: maximumSize)
        } catch {
            throw refusal(error, path: path)
        }
        guard let bytes else { throw .unreadableFile(path: path, reason: SystemError.missing.reason) }
        return bytes
    }

    /// The pipeline error for a file the reader refused.
    private static func refusal(_ failure: FileError, path: String) -> PipelineSpecError {
        switch failure.cause {
        case .system, .fileInTheWay, .endedEarly: .unreadableFile(path: path, reason: failure.reason)
        // This message has always said "a directory"; the other kinds use the shared words.
        case .notARegularFile(let kind):
            .unreadableFile(path: path, reason: "it is \(kind == .directory ? "a directory" : kind.words), not a regular file")
        case .tooLarge(let size, let limit): .fileTooLarge(path: path, size: size, limit: limit)
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
