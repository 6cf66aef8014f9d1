#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FileIO

/// A folder of stored league-season results, one file per league-season and inputs digest
/// (`<league>-<season>-<digest>.entry`). Each entry is written atomically (temp, fsync, rename)
/// and ends with the SHA-256 of what comes before it, checked on every read: a damaged entry
/// is reported, never trusted. `clean` keeps the folder within its size bound.
package struct LeagueSeasonStore: Sendable {
    /// What reading an entry found.
    package enum Lookup: Equatable {
        case missing
        /// The entry's bytes are not what was written (its digest differs, or it is cut short).
        case damaged(path: String)
        case found([UInt8])
    }

    private static let magic = Array("football-etl store 1\n".utf8)
    private static let suffix = ".entry"

    package let directory: String
    /// The most the folder may hold; the least recently used entries go first.
    package let maxBytes: Int

    package init(directory: String, maxBytes: Int) {
        self.directory = directory
        self.maxBytes = maxBytes
    }

    /// The entry file of a league-season's result for one inputs digest.
    package func path(league: Int, season: Int, digest: String) -> String {
        "\(directory)/\(league)-\(season)-\(digest)\(Self.suffix)"
    }

    /// The payload stored at `path`, checked against its own digest.
    package func read(_ path: String) -> Lookup {
        guard let bytes = try? RegularFileReader.read(path, limit: maxBytes) else { return .missing }
        let headed = Self.magic.count, tail = 64
        guard bytes.count >= headed + tail, Array(bytes[..<headed]) == Self.magic else { return .damaged(path: path) }
        let body = Array(bytes[..<(bytes.count - tail)])
        guard ContentDigest.sha256(body) == String(decoding: bytes[(bytes.count - tail)...], as: UTF8.self) else {
            return .damaged(path: path)
        }
        return .found(Array(body[headed...]))
    }

    /// Writes `payload` as the entry at `path`, atomically; its digest goes after it.
    package func write(_ payload: [UInt8], to path: String) throws(LoadError) {
        let body = Self.magic + payload
        do {
            try AtomicFileWriter.replace(path, with: body + Array(ContentDigest.sha256(body).utf8))
        } catch {
            throw .io(path: path, reason: error.reason)
        }
    }

    /// Removes the entries of `units` other than those of `kept` (a newer digest replaced them;
    /// other league-seasons' entries stay for the runs that use them, a shard's say), then the
    /// least recently written entries not in `kept` until the folder fits `maxBytes`.
    package func clean(kept: Set<String>, units: Set<String>) {
        var entries: [(path: String, bytes: Int, modified: Int)] = []
        for name in FileSystem.names(in: directory) where name.hasSuffix(Self.suffix) || name.hasPrefix(".") {
            let path = "\(directory)/\(name)"
            if kept.contains(path) { continue }
            let unit = name.split(separator: "-").prefix(2).joined(separator: "-")
            if name.hasPrefix(".") || units.contains(unit) {
                FileSystem.removeFile(path)
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            entries.append((path, Int(info.st_size), Int(info.st_mtim.tv_sec)))
        }
        var total = entries.reduce(0) { $0 + $1.bytes } + kept.reduce(0) { total, path in
            var info = stat()
            return total + (stat(path, &info) == 0 ? Int(info.st_size) : 0)
        }
        for entry in entries.sorted(by: { ($0.modified, $0.path) < ($1.modified, $1.path) }) where total > maxBytes {
            FileSystem.removeFile(entry.path)
            total -= entry.bytes
        }
    }
}
