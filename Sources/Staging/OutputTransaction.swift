import FileIO

/// Stages every output file of a run in temp files and puts them in place together.
///
/// Each file is written to a hidden temp file beside its target (same filesystem, so the final
/// rename is atomic), locked while this run lives. `commit()` renames them into place only when
/// all of them staged, after journaling every rename and removal (`CommitJournal`), so a run
/// killed mid-commit is finished by the next; a file whose bytes equal the one on disk is left
/// untouched, so its mtime stays and Make does not rebuild what depends on it. Any failure before
/// the journal, `rollback()` or dropping the transaction removes every temp file and the folders
/// it created, leaving previous outputs exactly as they were. Temp files of killed runs in the
/// folders it stages into are removed (`StaleTemporaryFiles`).
package final class OutputTransaction {
    /// Where temp files are made.
    package enum Staging: Sendable, Equatable {
        /// Beside each target, creating missing folders: for runs that commit.
        case besideTargets
        /// In a private folder under the system temp folder, touching nothing near the targets:
        /// for check mode, which compares and rolls back but never commits.
        case scratch
    }

    enum State: Equatable {
        case open
        case committed
        case rolledBack
    }

    /// A temp file with the descriptor that holds its lock until commit or rollback.
    struct HeldFile {
        let path: String
        let descriptor: Int32
    }

    /// The files staged so far, in staging order.
    package private(set) var staged: [StagedOutput] = []
    /// Previous outputs to remove in the commit, each only while it holds the bytes listed.
    package internal(set) var removals: [(path: String, sha256: String)] = []
    let staging: Staging
    var state = State.open
    /// The error that aborted the transaction, thrown again by later calls.
    var failure: LoadError?
    var createdDirectories: [String] = []
    /// Check mode's folder for the staged copies (`Staging.scratch`), made on first use.
    private var scratchFolder: ScratchFolder?
    var temporaryFiles: [HeldFile] = []
    private var sweptDirectories: Set<String> = []
    var sequence = 0
    /// Normalized paths reserved for a file a writer is still filling (`reserveWorkbook`).
    var pendingPaths: Set<String> = []

    package init(staging: Staging = .besideTargets) {
        self.staging = staging
    }

    deinit {
        if state == .open { rollback() }
    }

    /// Stages `bytes` as the next contents of the file at `path`.
    package func stage(_ bytes: [UInt8], at path: String, content: OutputContent) throws(LoadError) {
        try guardOpen(adding: path)
        do throws(LoadError) {
            let (descriptor, temporaryPath) = try reserveTemporaryFile(for: path)
            try LoadError.file(FileSystem.writeAll(bytes, to: descriptor, path: path))
            if staging == .besideTargets { try LoadError.file(FileSystem.sync(descriptor, path: path)) }
            record(path: path, temporaryPath: temporaryPath, content: content, bytes: bytes)
        } catch {
            abort(error)
            throw error
        }
    }

    /// Stages a file that `write` creates at the temp path it is given (for writers that need a
    /// path, such as a workbook library). An error from `write` aborts the transaction and is
    /// rethrown unchanged.
    package func stage(at path: String, content: OutputContent, write: (_ temporaryPath: String) throws -> Void) throws {
        try guardOpen(adding: path)
        let temporaryPath: String
        do throws(LoadError) {
            temporaryPath = try reserveTemporaryFile(for: path).path
        } catch {
            abort(error)
            throw error
        }
        do {
            try write(temporaryPath)
        } catch {
            abort(.io(path: path, reason: "its writer failed: \(error)"))
            throw error
        }
        try recordWritten(path: path, temporaryPath: temporaryPath, content: content)
    }

    /// Stages a file written a piece at a time: `write` hands each piece, in order, to the
    /// function it is given, and returns what the file holds. The pieces go straight to the temp
    /// file and its digest, so the file is never in memory whole. An error aborts the transaction.
    package func stage(at path: String, streaming write: (_ append: ([UInt8]) throws(LoadError) -> Void) throws(LoadError) -> OutputContent)
        throws(LoadError)
    {
        try guardOpen(adding: path)
        // A committing run compares with the file already there first, and writes a temp file
        // only from the first piece that differs (check mode reads its staged copies: it writes them).
        var match = staging == .besideTargets ? TargetMatch(path: path) : nil
        defer { match?.end() }
        do throws(LoadError) {
            var temporary: (descriptor: Int32, path: String)?
            if match == nil { temporary = try reserveTemporaryFile(for: path) }
            var digest = ContentDigest.Running()
            var byteCount = 0
            /// The temp file, made on the first piece that differs from the target: it starts with
            /// the bytes matched so far, and the rest follow.
            func file() throws(LoadError) -> (descriptor: Int32, path: String) {
                if let temporary { return temporary }
                let reserved = try reserveTemporaryFile(for: path)
                try match?.copyMatched(to: reserved.descriptor, path: path)
                match?.end()
                match = nil
                temporary = reserved
                return reserved
            }
            let content = try write { (bytes: [UInt8]) throws(LoadError) in
                digest.update(bytes)
                byteCount += bytes.count
                if match != nil, try match!.continues(with: bytes) { return }
                let descriptor = try file().descriptor
                try LoadError.file(FileSystem.writeAll(bytes, to: descriptor, path: path))
            }
            if let whole = match, whole.isWhole {
                sweepStaleTemporaryFiles(beside: path)
                staged.append(
                    StagedOutput(
                        path: path, content: content, byteCount: byteCount, sha256: digest.finalize(), holder: .target(whole.stamp)))
                return
            }
            // Shorter than the target: its matched bytes are the whole file.
            let written = try file()
            if staging == .besideTargets { try LoadError.file(FileSystem.sync(written.descriptor, path: path)) }
            staged.append(
                StagedOutput(
                    path: path, content: content, byteCount: byteCount, sha256: digest.finalize(), temporaryPath: written.path))
        } catch {
            abort(error)
            throw error
        }
    }

    /// Checks that `path` may still be staged (the transaction is open, no other output goes there).
    package func reserve(at path: String) throws(LoadError) {
        try guardOpen(adding: path)
        pendingPaths.insert(FilePath.normalized(path))
    }

    /// Records the temp file a writer filled for `path`: reads it back for its digest and syncs it.
    package func recordWritten(path: String, temporaryPath: String, content: OutputContent) throws(LoadError) {
        if let failure { throw failure }
        pendingPaths.remove(FilePath.normalized(path))
        do throws(LoadError) {
            guard case .regularFile(let size) = FileSystem.kind(of: temporaryPath) else {
                throw LoadError.io(path: path, reason: "its writer did not create the file")
            }
            var digest = ContentDigest.Running()
            try LoadError.file(RegularFileReader.readBlocks(of: temporaryPath) { digest.update($0) })
            if staging == .besideTargets { try LoadError.file(FileSystem.sync(temporaryPath)) }
            staged.append(
                StagedOutput(path: path, content: content, byteCount: size, sha256: digest.finalize(), temporaryPath: temporaryPath))
        } catch {
            abort(error)
            throw error
        }
    }

    /// The bytes staged for an output, read back from its temp file (or its target, which held them).
    package func stagedBytes(_ output: StagedOutput) throws(LoadError) -> [UInt8] {
        let holder = output.temporaryPath ?? output.path
        guard let bytes = try LoadError.file(RegularFileReader.read(holder)) else {
            throw .io(path: holder, reason: "the staged file has gone")
        }
        return bytes
    }

    /// Removes every temp file and every folder this transaction created that is still empty.
    /// Safe to call more than once; previous outputs are never touched.
    package func rollback() {
        for file in temporaryFiles {
            FileSystem.removeFile(file.path)
            FileSystem.release(file.descriptor)
        }
        temporaryFiles = []
        for directory in createdDirectories.reversed() { FileSystem.removeEmptyDirectory(directory) }
        createdDirectories = []
        scratchFolder = nil
        if state == .open { state = .rolledBack }
    }

    private func guardOpen(adding path: String) throws(LoadError) {
        if let failure { throw failure }
        precondition(state == .open, "staging on a transaction that was already committed or rolled back")
        let normalized = FilePath.normalized(path)
        if pendingPaths.contains(normalized) || staged.contains(where: { FilePath.normalized($0.path) == normalized }) {
            let error = LoadError.cannotCreate(path: path, reason: "two outputs of this run would be written to the same file")
            abort(error)
            throw error
        }
    }

    package func abort(_ error: LoadError) {
        if failure == nil { failure = error }
        rollback()
    }

    private func record(path: String, temporaryPath: String, content: OutputContent, bytes: [UInt8]) {
        staged.append(
            StagedOutput(
                path: path, content: content, byteCount: bytes.count, sha256: ContentDigest.sha256(bytes),
                temporaryPath: temporaryPath
            ))
    }

    /// Removes dead runs' temp files from the folder a staged file goes to, once per folder.
    private func sweepStaleTemporaryFiles(beside path: String) {
        sweepStaleTemporaryFiles(in: FilePath.directory(of: path))
    }

    private func sweepStaleTemporaryFiles(in directory: String) {
        if sweptDirectories.insert(FilePath.normalized(directory)).inserted { StaleTemporaryFiles.remove(in: directory) }
    }

    /// Creates an empty, uniquely named temp file for `path` and opens it for writing.
    package func reserveTemporaryFile(for path: String) throws(LoadError) -> (descriptor: Int32, path: String) {
        let directory: String
        switch staging {
        case .besideTargets:
            directory = FilePath.directory(of: path)
            createdDirectories += try LoadError.file(FileSystem.makeDirectories(directory))
            sweepStaleTemporaryFiles(in: directory)
        case .scratch:
            if scratchFolder == nil { scratchFolder = try LoadError.file(ScratchFolder()) }
            directory = scratchFolder!.path
        }
        let name = FilePath.lastComponent(of: path)
        while true {
            sequence += 1
            let candidate =
                switch staging {
                case .besideTargets: FilePath.joined(directory, ".\(name).\(FileSystem.processID)-\(sequence).tmp")
                case .scratch: FilePath.joined(directory, "\(sequence)-\(name)")
                }
            do throws(FileError) {
                let descriptor = try FileSystem.createExclusive(candidate)
                temporaryFiles.append(HeldFile(path: candidate, descriptor: descriptor))
                // Locked from birth to commit: the lock is how a later run tells it from a dead run's.
                _ = try? FileSystem.lockExclusively(descriptor, wait: false, path: candidate)
                return (descriptor, candidate)
            } catch  where error.isExisting {
                continue
            } catch {
                throw .cannotCreate(path: path, reason: error.reason)
            }
        }
    }
}
