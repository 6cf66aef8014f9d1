import APIModel
import FileIO
import Foundation
import JSON

/// The `fixtures?ids=` batches of a recordings folder, found by file name (`fixtures/ids=1-2-3.json`)
/// with one listing of the folder, so a per-match request is answered from the batch holding
/// its match (`FixturePartRequest`). The last batch read stays parsed: the parts of its 20
/// matches are asked one after another.
final class RecordedBatches: @unchecked Sendable {
    private let directory: String
    private let lock = NSLock()
    private var index: [Int: Request]?
    private var lastRead: (batch: Request, items: [Int: JSONValue])?

    init(directory: String) {
        self.directory = directory
    }

    /// The recorded batch holding fixture `id` (the first by file name when several do).
    func batch(holding id: Int) -> Request? {
        lock.withLock {
            if index == nil { index = Self.index(of: directory) }
            return index?[id]
        }
    }

    /// The answer to `part` cut from its recorded batch; nil when no batch holds the match's list.
    func response(for part: FixturePartRequest, reading source: ReplayingResponseSource) async throws -> Response? {
        guard let batch = batch(holding: part.fixture) else { return nil }
        let items: [Int: JSONValue]
        if let last = lock.withLock({ lastRead }), last.batch == batch {
            items = last.items
        } else {
            let response = try await source.recordedResponse(for: batch)
            guard let envelope = response.parsed else { return nil }
            items = Dictionary(CachingResponseSource.itemsByID(envelope)) { first, _ in first }
            lock.withLock { lastRead = (batch, items) }
        }
        guard let item = items[part.fixture] else { return nil }
        return part.response(from: item, batch: batch, origin: .recording, location: source.path(for: batch))
    }

    /// Fixture id → the batch request whose recording names it, from the folder's file names.
    private static func index(of directory: String) -> [Int: Request] {
        let names = FileSystem.names(in: FilePath.joined(directory, Endpoint.fixtures.recordingFolder))
        var index: [Int: Request] = [:]
        for name in names where name.hasPrefix("ids=") && name.hasSuffix(".json") {
            let list = name.dropFirst(4).dropLast(5)
            let ids = list.split(separator: "-").compactMap { Int($0) }
            guard !ids.isEmpty else { continue }
            let batch = Request(.fixtures, ["ids": String(list)])
            for id in ids where index[id] == nil { index[id] = batch }
        }
        return index
    }
}
