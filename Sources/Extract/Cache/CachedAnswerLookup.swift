package import APIModel
import JSON

/// What a run's response cache answers without the network, for deciding whether a
/// league-season can be reused (Run's `OfflineAnswers`): the bytes `CachingResponseSource` would
/// answer with, judged by its own entries, clock, lifetimes and live scopes, reporting nothing
/// (the run reports its own reads). Entries hold no key, so neither does anything read here.
package struct CachedAnswerLookup: Sendable {
    private let cache: CachingResponseSource

    init(_ cache: CachingResponseSource) {
        self.cache = cache.reporting(to: NoExtractObserver())
    }

    /// The body the cache answers `request` with: a per-match answer cut from a fresh batch
    /// piece, the request's own fresh entry, or a batch put together from fresh per-fixture
    /// entries, as `response(for:)` tries them; nil when the run would fetch it.
    package func body(for request: Request) -> [UInt8]? {
        if let cut = cache.cutFromBatch(request) { return cut.body }
        if let fresh = cache.freshEntry(for: request) { return fresh.entry.body }
        guard let ids = CachingResponseSource.batchIDs(of: request), ids.count > 1 else { return nil }
        var items: [JSONValue] = []
        for id in ids {
            guard let item = cache.freshPiece(id)?.item else { return nil }
            items.append(item)
        }
        return CachingResponseSource.assembledBody(answering: request, items: items)
    }
}
