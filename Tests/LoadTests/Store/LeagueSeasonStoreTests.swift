import FileIO
import Foundation
@testable import Load
import Tabular
import TestSupport
import Testing

/// The store of league-season results: checked entries, its size bound and its cleaning. Judged
/// by the files in the store folder as Foundation lists and reads them.
@Suite struct LeagueSeasonStoreTests {
    @Test func anEntryReadsBackAndAFlippedByteIsDamaged() async throws {
        try await ScratchDirectory.with { folder in
            let store = LeagueSeasonStore(directory: folder, maxBytes: 1 << 20)
            let path = store.path(league: 39, season: 2023, digest: "ab")
            try store.write([1, 2, 3], to: path)
            #expect(store.read(path) == .found([1, 2, 3]))
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            bytes[bytes.count - 70] ^= 0x04
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(store.read(path) == .damaged(path: path))
            #expect(store.read(store.path(league: 39, season: 2023, digest: "cd")) == .missing)
        }
    }

    @Test func cleaningDropsReplacedEntriesAndTheOldestBeyondTheBound() async throws {
        try await ScratchDirectory.with { folder in
            let store = LeagueSeasonStore(directory: folder, maxBytes: 2_500)
            let payload = [UInt8](repeating: 7, count: 1_000)
            let old39 = store.path(league: 39, season: 2023, digest: "old")
            let new39 = store.path(league: 39, season: 2023, digest: "new")
            let oldest = store.path(league: 61, season: 2023, digest: "a")
            let newer = store.path(league: 78, season: 2023, digest: "b")
            for path in [old39, new39, oldest, newer] { try store.write(payload, to: path) }
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: oldest)
            try Data().write(to: URL(fileURLWithPath: "\(folder)/.\(FilePath.lastComponent(of: new39)).1.pending"))

            // League 39's new entry replaces its old one; 61 and 78 belong to other runs (a shard's)
            // but three entries exceed 2,500 bytes: the least recently used goes.
            store.clean(kept: [new39], units: ["39-2023"])
            let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            #expect(left == [new39, newer].map { FilePath.lastComponent(of: $0) }.sorted())
        }
    }

    @Test func aTableDecodesEqualToTheOneEncoded() async throws {
        let table = Table(
            name: "fixtures", columns: [Column("fixture_id", .integer), Column("name", .text, unit: "cm", label: "Name"), Column("rate", .decimal)],
            key: ["fixture_id"], placement: .perLeagueSeason(by: .fixture),
            rows: [[.integer(1), .text("Zoë"), .decimal(0.1)], [.integer(2), .null, .decimal(-3.5)]])
        var writer = StoreWriter()
        writer.table(table)
        var reader = StoreReader(writer.bytes)
        #expect(try reader.table() == table)
        #expect(reader.isAtEnd)
    }
}
