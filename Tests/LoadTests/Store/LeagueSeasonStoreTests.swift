import FileIO
import Foundation
import Tabular
import TestSupport
import Testing

@testable import LeagueSeasonStore

/// The store of league-season results: checked entries, its size bound and its cleaning. Judged
/// by the files in the store folder as Foundation lists and reads them.
@Suite struct LeagueSeasonStoreTests {
    /// A digest as the store's entry names hold one (64 hex digits).
    private static func digest(_ seed: String) -> String { ContentDigest.sha256(Array(seed.utf8)) }

    /// A process id no process has: above Linux's largest `pid_max`.
    private static let goneProcess = 4_194_305

    @Test func anEntryReadsBackAndAFlippedByteIsDamaged() async throws {
        try await ScratchDirectory.with { folder in
            let store = LeagueSeasonStore(directory: folder, maxBytes: 1 << 20)
            let path = store.path(league: 39, season: 2023, digest: Self.digest("ab"))
            #expect(try store.write([1, 2, 3], to: path) == .stored)
            #expect(store.read(path) == .found([1, 2, 3]))
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            bytes[bytes.count - 70] ^= 0x04
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(store.read(path) == .damaged(path: path, .altered))
            #expect(store.read(store.path(league: 39, season: 2023, digest: Self.digest("cd"))) == .missing)
        }
    }

    @Test func anEntryCopiedUnderAnotherNameOrLinkedIsDamaged() async throws {
        try await ScratchDirectory.with { folder in
            let store = LeagueSeasonStore(directory: folder, maxBytes: 1 << 20)
            let own = store.path(league: 39, season: 2023, digest: Self.digest("a"))
            let other = store.path(league: 61, season: 2023, digest: Self.digest("b"))
            try store.write([1], to: other)
            try FileManager.default.copyItem(atPath: other, toPath: own)
            #expect(store.read(own) == .damaged(path: own, .misnamed(FilePath.lastComponent(of: other))))

            try FileManager.default.removeItem(atPath: own)
            try FileManager.default.createSymbolicLink(atPath: own, withDestinationPath: other)
            #expect(store.read(own) == .damaged(path: own, .notARegularFile(.symbolicLink)))
        }
    }

    @Test func anEntryLargerThanTheBoundIsNotWritten() async throws {
        try await ScratchDirectory.with { folder in
            let store = LeagueSeasonStore(directory: folder, maxBytes: 1_000)
            let path = store.path(league: 39, season: 2023, digest: Self.digest("a"))
            guard case .tooLarge(let bytes) = try store.write([UInt8](repeating: 7, count: 1_000), to: path) else {
                Issue.record("an entry larger than the bound was written")
                return
            }
            #expect(bytes > 1_000)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
    }

    @Test func cleaningDropsReplacedEntriesAndTheOldestBeyondTheBound() async throws {
        try await ScratchDirectory.with { folder in
            let store = LeagueSeasonStore(directory: folder, maxBytes: 2_500)
            let payload = [UInt8](repeating: 7, count: 1_000)
            let old39 = store.path(league: 39, season: 2023, digest: Self.digest("old"))
            let new39 = store.path(league: 39, season: 2023, digest: Self.digest("new"))
            let oldest = store.path(league: 61, season: 2023, digest: Self.digest("a"))
            let newer = store.path(league: 78, season: 2023, digest: Self.digest("b"))
            for path in [old39, new39, oldest, newer] { try store.write(payload, to: path) }
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: oldest)
            let gone = "\(folder)/.\(FilePath.lastComponent(of: new39)).\(Self.goneProcess).pending"
            let running = "\(folder)/.\(FilePath.lastComponent(of: new39)).\(ProcessInfo.processInfo.processIdentifier).pending"
            for path in [gone, running] { try Data().write(to: URL(fileURLWithPath: path)) }

            // League 39's new entry replaces its old one; 61 and 78 belong to other runs (a shard's)
            // but three entries exceed 2,500 bytes: the least recently used goes. The result a run
            // that is gone left pending goes; one a running process writes stays.
            store.clean(kept: [new39], leagueSeasons: ["39-2023"])
            let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            #expect(left == [new39, newer, running].map { FilePath.lastComponent(of: $0) }.sorted())
        }
    }

    /// The store may be a folder the user keeps other files in (`load.store.path: .`).
    @Test func cleaningTouchesNoFileTheStoreDoesNotWrite() async throws {
        try await ScratchDirectory.with { folder in
            let store = LeagueSeasonStore(directory: folder, maxBytes: 1_500)
            let names = [
                ".env", ".gitignore", ".pgpass", "notes.txt", "39-2023-notes.entry", "39-2023-\(Self.digest("x").uppercased()).entry",
                ".env.\(Self.goneProcess).pending", ".draft.\(Self.goneProcess)-1.tmp", "run-notes.record", ".39-2023-x.entry.1.pending"
            ]
            for name in names { try Data(repeating: 1, count: 2_000).write(to: URL(fileURLWithPath: "\(folder)/\(name)")) }
            let entry = store.path(league: 39, season: 2023, digest: Self.digest("kept"))
            let replaced = store.path(league: 39, season: 2023, digest: Self.digest("replaced"))
            for path in [entry, replaced] { try store.write([1, 2, 3], to: path) }

            store.clean(kept: [entry], leagueSeasons: ["39-2023"])
            let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            #expect(left == (names + [FilePath.lastComponent(of: entry)]).sorted())
        }
    }

    @Test func aTableDecodesEqualToTheOneEncoded() async throws {
        let table = Table(
            name: "fixtures",
            columns: [Column("fixture_id", .integer), Column("name", .text, unit: "cm", label: "Name"), Column("rate", .decimal)],
            key: ["fixture_id"], placement: .perLeagueSeason(by: .fixture),
            rows: [[.integer(1), .text("Zoë"), .decimal(0.1)], [.integer(2), .null, .decimal(-3.5)]])
        var writer = StoreWriter()
        writer.table(table)
        var reader = StoreReader(writer.bytes)
        #expect(try reader.table() == table)
        #expect(reader.isAtEnd)
    }
}
