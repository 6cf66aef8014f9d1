package import FileIO

/// A folder of stored league-season results, one file per league-season and inputs digest
/// (`<league>-<season>-<digest>.entry`). Each entry is written atomically (temp, fsync, rename),
/// names itself after its header and ends with the SHA-256 of what comes before it, checked on
/// every read: an entry that is not a regular file (a symbolic link is never followed), whose
/// bytes changed or that was copied under another name is reported, never trusted. `clean`
/// keeps the folder within its size bound and removes no file a store does not write
/// (`StoreFileName`): the folder may be one the user keeps other files in.
package struct LeagueSeasonStore: Sendable {
    /// What reading an entry found.
    package enum Lookup: Equatable {
        case missing
        /// The entry cannot be trusted: see `Damage`.
        case damaged(path: String, Damage)
        case found([UInt8])
    }

    /// Why an entry is not trusted.
    package enum Damage: Equatable {
        /// A symbolic link, a folder or another special file is where the entry should be.
        case notARegularFile(SpecialFileKind)
        /// Its bytes are not what was written (its digest differs, or it is cut short).
        case altered
        /// It names another entry: it was copied or moved under this name.
        case misnamed(String)

        /// The damage in words, as the run's warning says it.
        package var words: String {
            switch self {
            case .notARegularFile(let kind): "it is \(kind.words), not a regular file"
            case .altered: "its bytes are not those stored"
            case .misnamed(let name): "it holds the entry \(name)"
            }
        }
    }

    /// What writing an entry did.
    package enum Written: Equatable {
        case stored
        /// Nothing was written: the entry (`bytes` long) is larger than `maxBytes`, so it could not
        /// be read back.
        case tooLarge(bytes: Int)
    }

    private static let magic = Array("football-etl store 2\n".utf8)
    private static let digestLength = 64

    package let directory: String
    /// The most the folder's entries and run records may hold, and so the largest entry read;
    /// the least recently used entries go first.
    package let maxBytes: Int

    package init(directory: String, maxBytes: Int) {
        self.directory = directory
        self.maxBytes = maxBytes
    }

    /// The entry file of a league-season's result for one inputs digest.
    package func path(league: Int, season: Int, digest: String) -> String {
        FilePath.joined(directory, "\(league)-\(season)-\(digest)\(StoreFileName.entrySuffix)")
    }

    /// The payload stored at `path`, checked against its own digest and name. An entry larger than
    /// `maxBytes` (the bound was lowered since) or one that cannot be opened is missing.
    package func read(_ path: String) -> Lookup {
        let bytes: [UInt8]
        do {
            guard let read = try RegularFileReader.read(path, limit: maxBytes, followingLinks: false) else { return .missing }
            bytes = read
        } catch {
            guard case .notARegularFile(let kind) = error.cause else { return .missing }
            return .damaged(path: path, .notARegularFile(kind))
        }
        let name = Array(FilePath.lastComponent(of: path).utf8)
        guard bytes.count >= Self.magic.count + Self.digestLength, Array(bytes[..<Self.magic.count]) == Self.magic else {
            return .damaged(path: path, .altered)
        }
        let body = Array(bytes[..<(bytes.count - Self.digestLength)])
        guard ContentDigest.sha256(body) == String(decoding: bytes[(bytes.count - Self.digestLength)...], as: UTF8.self) else {
            return .damaged(path: path, .altered)
        }
        let named = body[Self.magic.count...]
        guard let newline = named.firstIndex(of: 0x0A) else { return .damaged(path: path, .altered) }
        guard Array(named[..<newline]) == name else {
            return .damaged(path: path, .misnamed(String(decoding: named[..<newline], as: UTF8.self)))
        }
        return .found(Array(named[(newline + 1)...]))
    }

    /// Writes `payload` as the entry at `path`, atomically, after its name; its digest goes after
    /// it. An entry larger than `maxBytes` is not written: it could not be read back.
    @discardableResult
    package func write(_ payload: [UInt8], to path: String) throws(FileError) -> Written {
        let body = Self.magic + Array(FilePath.lastComponent(of: path).utf8) + [0x0A] + payload
        let size = body.count + Self.digestLength
        guard size <= maxBytes else { return .tooLarge(bytes: size) }
        try AtomicFileWriter.replace(path, with: body + Array(ContentDigest.sha256(body).utf8))
        return .stored
    }

    /// Removes the entries of `leagueSeasons` (`<league>-<season>`) other than those of `kept` (a newer
    /// digest replaced them; other league-seasons' entries stay for the runs that use them, a
    /// shard's say) and what runs that are gone left on the way to an entry; then, while the
    /// entries and run records hold more than `maxBytes`, the least recently used entry, those
    /// of `kept` last. Files whose names no store writes are never counted nor touched.
    package func clean(kept: Set<String>, leagueSeasons: Set<String>) {
        var entries: [(path: String, bytes: Int, modified: Int, kept: Bool)] = []
        var total = 0
        for name in FileSystem.names(in: directory) {
            guard let file = StoreFileName(name) else { continue }
            let path = FilePath.joined(directory, name)
            guard let info = FileSystem.sizeAndModification(ofItself: path) else { continue }
            switch file {
            case .entry(let league, let season):
                if !kept.contains(path), leagueSeasons.contains("\(league)-\(season)") {
                    FileSystem.removeFile(path)
                    continue
                }
                entries.append((path, info.size, info.modifiedSeconds, kept.contains(path)))
                total += info.size
            case .runRecord:
                total += info.size
            case .leftover:
                if file.isRemovable { FileSystem.removeFile(path) }
            }
        }
        for entry in entries.sorted(by: { ($0.kept ? 1 : 0, $0.modified, $0.path) < ($1.kept ? 1 : 0, $1.modified, $1.path) })
        where total > maxBytes {
            FileSystem.removeFile(entry.path)
            total -= entry.bytes
        }
    }
}
