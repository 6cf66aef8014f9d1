import Foundation

/// Reads and writes whole files; writes go to a temporary file in the same folder that is then
/// renamed over the target, so a crash or a concurrent reader never sees half a file.
enum AtomicFile {
    /// Why a file could not be written.
    struct WriteFailure: Error {
        /// What the file system said.
        let reason: String
    }

    /// Why a file could not be read.
    struct ReadFailure: Error {
        /// What the file system said (`Is a directory`, `Permission denied`).
        let reason: String
    }

    /// The file's bytes, or nil when there is no such file.
    static func read(_ path: String) throws(ReadFailure) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw ReadFailure(reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            guard count >= 0 else { throw ReadFailure(reason: String(cString: strerror(errno))) }
            if count == 0 { return bytes }
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
}
