import FileIO

/// Putting a transaction's files in place, all or nothing as the next run sees it.
extension OutputTransaction {
    /// Marks a previous output for removal in the commit, as a file this run no longer writes;
    /// it is removed only if it still holds the bytes whose SHA-256 is `sha256` (what the
    /// previous manifest listed), so a file someone changed or put there is never removed.
    package func stageRemoval(of path: String, sha256: String) {
        let normalized = FilePath.normalized(path)
        guard !staged.contains(where: { FilePath.normalized($0.path) == normalized }),
            !removals.contains(where: { FilePath.normalized($0.path) == normalized })
        else { return }
        removals.append((path, sha256))
    }

    /// Puts every staged file in place and removes the outputs marked for removal; returns what
    /// happened to each staged file, in staging order. Throws the first staging error again if
    /// the transaction was aborted.
    ///
    /// The renames and removals are first written to a journal in the folder of the last staged
    /// file (the manifest), or the deepest folder holding every step when that one does not, and
    /// flushed; from then on the commit is decided, and if this process dies the
    /// next run finishes it (`CommitRecovery`).
    @discardableResult
    package func commit() throws(LoadError) -> [CommittedOutput] {
        if let failure { throw failure }
        precondition(state == .open, "commit() on a transaction that was already committed or rolled back")
        precondition(staging == .besideTargets, "commit() on a scratch transaction, which only serves check mode")
        var outcomes: [CommittedOutput] = []
        var steps: [CommitJournal.Step] = []
        var moving: Set<String> = []
        let workingDirectory = FileSystem.currentDirectory()
        func absolute(_ path: String) -> String { FilePath.absolute(path, workingDirectory: workingDirectory) }
        do throws(LoadError) {
            for output in staged {
                let change = try change(for: output)
                outcomes.append(CommittedOutput(path: output.path, change: change))
                guard change != .unchanged, let temporaryPath = output.temporaryPath else { continue }
                steps.append(.move(from: absolute(temporaryPath), to: absolute(output.path)))
                moving.insert(temporaryPath)
            }
            for removal in removals where try holds(removal.path, sha256: removal.sha256) {
                steps.append(.remove(path: absolute(removal.path), sha256: removal.sha256))
            }
        } catch {
            abort(error)
            throw error
        }
        guard let last = staged.last, !steps.isEmpty else {
            finish(keeping: [])
            return outcomes
        }
        let journalFolder = CommitJournal.folder(holding: steps, preferring: absolute(FilePath.directory(of: last.path)))
        let journalPath = FilePath.joined(journalFolder, CommitJournal.fileName)
        let journal: HeldFile
        do throws(LoadError) {
            journal = try writeJournal(CommitJournal(steps: steps), at: journalPath)
        } catch {
            abort(error)
            throw error
        }
        // The journal is on disk: the commit is decided, and its temp files belong to it now.
        defer { FileSystem.release(journal.descriptor) }
        finish(keeping: moving)
        do throws(LoadError) {
            try LoadError.file(FileSystem.sync(FilePath.directory(of: journalPath), directory: true))
            try CommitJournal(steps: steps).replay()
        } catch {
            guard case .io(let path, let reason) = error else { throw error }
            throw .io(path: path, reason: "\(reason); the commit is recorded in \(journalPath), and the next run finishes it")
        }
        try LoadError.file(FileSystem.remove(journalPath))
        try LoadError.file(FileSystem.sync(FilePath.directory(of: journalPath), directory: true))
        return outcomes
    }

    /// Writes the journal under a temp name, flushes it and renames it into place, holding its
    /// lock so a concurrent run waits for this commit instead of replaying it.
    private func writeJournal(_ journal: CommitJournal, at path: String) throws(LoadError) -> HeldFile {
        let folder = FilePath.directory(of: path)
        let bytes = journal.bytes(relativeTo: folder)
        // What this run writes must be what the next run would accept: check it before any step.
        do throws(LoadError) {
            _ = try CommitJournal(bytes: bytes, folder: folder, path: path)
        } catch {
            throw .cannotCreate(path: path, reason: "its commit journal would be refused (\(error.description))")
        }
        let (descriptor, temporaryPath) = try reserveTemporaryFile(for: path)
        try LoadError.file(FileSystem.writeAll(bytes, to: descriptor, path: temporaryPath))
        try LoadError.file(FileSystem.sync(descriptor, path: temporaryPath))
        try LoadError.file(FileSystem.move(temporaryPath, replacing: path))
        temporaryFiles.removeAll { $0.path == temporaryPath }
        return HeldFile(path: path, descriptor: descriptor)
    }

    /// Ends the transaction as committed: drops the locks, and every temp file but `keeping`
    /// (those the journal moves).
    private func finish(keeping: Set<String>) {
        for file in temporaryFiles {
            if !keeping.contains(file.path) { FileSystem.removeFile(file.path) }
            FileSystem.release(file.descriptor)
        }
        temporaryFiles = []
        createdDirectories = []
        state = .committed
    }

    /// Whether the file at `path` holds exactly the bytes with this SHA-256.
    private func holds(_ path: String, sha256: String) throws(LoadError) -> Bool {
        guard case .regularFile = FileSystem.kind(of: path) else { return false }
        var digest = ContentDigest.Running()
        try LoadError.file(RegularFileReader.readBlocks(of: path) { digest.update($0) })
        return digest.finalize() == sha256
    }

    /// Whether the target is missing, holds other bytes, or already holds exactly the staged ones.
    private func change(for output: StagedOutput) throws(LoadError) -> OutputChange {
        guard let temporaryPath = output.temporaryPath else {
            // Staged as the target itself: it must still be that file, else its bytes are gone.
            if case .target(let stamp) = output.holder, FileStamp(path: output.path) == stamp { return .unchanged }
            if try holds(output.path, sha256: output.sha256) { return .unchanged }
            throw .io(path: output.path, reason: "it changed while this run was writing it; nothing was replaced: run again")
        }
        switch FileSystem.kind(of: output.path) {
        case .missing:
            return .created
        case .directory:
            throw .cannotCreate(path: output.path, reason: "a folder is in the way")
        case .other:
            throw .cannotCreate(path: output.path, reason: "something other than a regular file is in the way")
        case .regularFile(let size):
            guard size == output.byteCount else { return .replaced }
            return try LoadError.file(RegularFileReader.sameContents(output.path, temporaryPath)) ? .unchanged : .replaced
        }
    }
}
