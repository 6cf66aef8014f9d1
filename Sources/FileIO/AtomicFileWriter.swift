/// The one way a single file is replaced: the bytes go to a temp file beside the target, are
/// flushed to disk, the temp file is renamed over the target and the folder is flushed, so a
/// crash or a concurrent reader sees the old file or the new one, never half of one. (Load's
/// outputs commit many files at once through its journal, built on the same `FileSystem` calls.)
package enum AtomicFileWriter {
    /// Replaces `path` with `bytes`, creating missing folders; on failure the temp file is
    /// removed and the target is untouched.
    package static func replace(_ path: String, with bytes: [UInt8]) throws(FileError) {
        let folder = FilePath.directory(of: path)
        try FileSystem.makeDirectories(folder)
        let (descriptor, temporaryPath) = try createTemporary(beside: path)
        do {
            try FileSystem.writeAll(bytes, to: descriptor, path: temporaryPath)
            try FileSystem.sync(descriptor, path: temporaryPath)
        } catch {
            _ = try? FileSystem.finishWriting(descriptor, path: temporaryPath)
            FileSystem.removeFile(temporaryPath)
            throw error
        }
        do {
            try FileSystem.finishWriting(descriptor, path: temporaryPath)
            try FileSystem.move(temporaryPath, replacing: path)
        } catch {
            FileSystem.removeFile(temporaryPath)
            throw error
        }
        // The rename lives in the folder's entry list: flush it too, so it survives a crash.
        try FileSystem.sync(folder, directory: true)
    }

    /// Writes `bytes` to `path` (creating folders) unless the file already holds exactly them,
    /// so an unchanged file keeps its mtime. Returns whether it wrote.
    @discardableResult
    package static func replaceUnlessSame(_ path: String, with bytes: [UInt8]) throws(FileError) -> Bool {
        // A file larger than `bytes` differs from them, so reading stops there.
        if let existing = try? RegularFileReader.read(path, limit: bytes.count), existing == bytes { return false }
        try replace(path, with: bytes)
        return true
    }

    /// A new, uniquely named file `.<name>.<pid>-<n>.tmp` in the target's folder.
    private static func createTemporary(beside path: String) throws(FileError) -> (Int32, String) {
        let folder = FilePath.directory(of: path)
        let name = FilePath.lastComponent(of: path)
        while true {
            let candidate = FilePath.joined(folder, ".\(name).\(FileSystem.processID)-\(UInt32.random(in: 0...UInt32.max)).tmp")
            do {
                return (try FileSystem.createExclusive(candidate), candidate)
            } catch  where error.isExisting {
                continue
            }
        }
    }
}
