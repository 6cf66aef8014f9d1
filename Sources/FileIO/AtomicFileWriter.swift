/// The one way a single file is replaced: the bytes go to a temp file beside the target, are
/// flushed to disk, the temp file is renamed over the target and the folder is flushed, so a
/// crash or a concurrent reader sees the old file or the new one, never half of one. (Load's outputs commit many
/// files at once through its journal, built on the same `SystemFile` calls.)
package enum AtomicFileWriter {
    /// Replaces `path` with `bytes`, creating missing folders; on failure the temp file is
    /// removed and the target is untouched.
    package static func replace(_ path: String, with bytes: [UInt8]) throws(SystemError) {
        let folder = FilePath.directory(of: path)
        try FilePath.makeDirectories(folder)
        let (descriptor, temporaryPath) = try createTemporary(beside: path)
        do {
            try SystemFile.writeAll(bytes, to: descriptor)
            try SystemFile.sync(descriptor)
        } catch {
            _ = try? SystemFile.finishWriting(descriptor)
            SystemFile.removeFile(temporaryPath)
            throw error
        }
        do {
            try SystemFile.finishWriting(descriptor)
            try SystemFile.move(temporaryPath, replacing: path)
        } catch {
            SystemFile.removeFile(temporaryPath)
            throw error
        }
        // The rename lives in the folder's entry list: flush it too, so it survives a crash.
        try SystemFile.sync(path: folder, directory: true)
    }

    /// A new, uniquely named file `.<name>.<pid>-<n>.tmp` in the target's folder.
    private static func createTemporary(beside path: String) throws(SystemError) -> (Int32, String) {
        let folder = FilePath.directory(of: path)
        let name = FilePath.lastComponent(of: path)
        while true {
            let candidate = "\(folder)/.\(name).\(SystemFile.processID)-\(UInt32.random(in: 0...UInt32.max)).tmp"
            switch SystemFile.createExclusive(candidate) {
            case .success(let descriptor): return (descriptor, candidate)
            case .failure(let error) where error.isExisting: continue
            case .failure(let error): throw error
            }
        }
    }
}

/// Path text helpers the writer needs (paths stay `String`s, as everywhere in the project).
package enum FilePath {
    /// The folder part of a path: `a/b.csv` → `a`, `b.csv` → `.`, `/b` → `/`.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The name after the last slash.
    package static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Creates a folder and any missing parents.
    package static func makeDirectories(_ path: String) throws(SystemError) {
        if path.isEmpty || path == "/" || path == "." { return }
        do {
            try SystemFile.makeDirectory(path)
        } catch {
            guard error.isMissing else { throw error }
            try makeDirectories(directory(of: path))
            try SystemFile.makeDirectory(path)
        }
    }
}
