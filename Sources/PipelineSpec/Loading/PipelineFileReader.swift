import Foundation

/// Reads a pipeline file's exact bytes, with the operating system's reason when it cannot.
enum PipelineFileReader {
    /// The file's bytes; `unreadableFile` with the system's reason when it cannot be read.
    static func bytes(atPath path: String) throws(PipelineSpecError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
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
