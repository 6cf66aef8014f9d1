import FileIO

/// Finishing a commit that a killed run left half done, before anything reads or writes the
/// outputs it touched, so the manifest always describes the files beside it.
package enum CommitRecovery {
    /// Rolls forward the commit journaled in the folder of `path` (a manifest), if there is one,
    /// and returns whether there was. While a live run is committing there, waits for it to end.
    /// A journal not in exactly the documented format, or with a step that leaves its folder
    /// (lexically or through a symbolic link), is refused before any step runs (exit 65).
    @discardableResult
    package static func finishInterruptedCommit(besideFile path: String) throws(LoadError) -> Bool {
        let journalPath = FilePath.joined(FilePath.directory(of: path), CommitJournal.fileName)
        guard let descriptor = try LoadError.file(FileSystem.openExisting(journalPath)) else { return false }
        defer { FileSystem.release(descriptor) }
        _ = try LoadError.file(FileSystem.lockExclusively(descriptor, wait: true, path: journalPath))
        // A commit that finished while we waited unlinked its journal: nothing is left to do.
        guard FileSystem.isLinked(descriptor), let bytes = try LoadError.file(RegularFileReader.read(journalPath)) else { return false }
        let folder = FilePath.absolute(FilePath.directory(of: journalPath), workingDirectory: FileSystem.currentDirectory())
        let journal = try CommitJournal(bytes: bytes, folder: folder, path: journalPath)
        try journal.checkStaysInside(folder, journalPath: journalPath)
        try journal.replay()
        try LoadError.file(FileSystem.remove(journalPath))
        try LoadError.file(FileSystem.sync(FilePath.directory(of: journalPath), directory: true))
        return true
    }
}

extension CommitJournal {
    /// Refuses the journal if a step's path, with symbolic links resolved, is outside `folder`.
    func checkStaysInside(_ folder: String, journalPath: String) throws(LoadError) {
        let root = FileSystem.resolvedPath(folder)
        for (index, step) in steps.enumerated() {
            for path in step.paths {
                let real = FileSystem.resolvedPath(path)
                guard real != root, FilePath.isInside(real, folder: root) else {
                    throw .refusedJournal(
                        path: journalPath, step: index,
                        reason: "\"\(FilePath.relative(path, from: folder))\" resolves to \(real), outside \(root)")
                }
            }
        }
    }

    /// Carries out every step in order and flushes the folders it changed. A step that already
    /// happened (its temp file gone, its stale file removed) changes nothing when replayed.
    func replay() throws(LoadError) {
        var folders: [String] = []
        for step in steps {
            switch step {
            case .move(let from, let to):
                try LoadError.file(FileSystem.moveIfPresent(from, replacing: to))
                folders.append(FilePath.directory(of: to))
            case .remove(let path, let sha256):
                // Only the bytes this tool wrote are removed: a file someone changed since stays.
                guard let bytes = try LoadError.file(RegularFileReader.read(path)), ContentDigest.sha256(bytes) == sha256 else { continue }
                try LoadError.file(FileSystem.remove(path))
                folders.append(FilePath.directory(of: path))
            }
        }
        var synced: Set<String> = []
        for folder in folders where synced.insert(folder).inserted {
            try LoadError.file(FileSystem.sync(folder, directory: true))
        }
    }
}
