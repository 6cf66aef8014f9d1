package import APIModel
import FileIO
import Intake
import JSON
package import PipelineSpec

/// Keeps network answers on disk and answers from them while they are fresh (lifetimes from
/// `CacheLifetimePolicy`). Only envelopes without `errors` are stored, so a refusal or an
/// outage never replaces good data; files are written atomically; time comes from the clock.
package struct CachingResponseSource: ResponseSource {
    private let inner: any ResponseSource
    private let directory: String
    let baseURL: String
    let policy: CacheLifetimePolicy
    let clock: any ExtractClock
    private(set) var observer: any ExtractObserver
    let liveScopes = LiveScopeSet()
    /// The largest cache file read: the answer's cap and room for its header line.
    let readLimit: Int

    /// `baseURL` is part of every cache key, so answers of different hosts never mix.
    /// A cache file holding more than an answer of `answerLimit` is a miss.
    package init(
        inner: any ResponseSource, directory: String, baseURL: String, policy: CacheLifetimePolicy = CacheLifetimePolicy(),
        clock: any ExtractClock, observer: any ExtractObserver = NoExtractObserver(), answerLimit: AnswerSizeLimit = .standard
    ) {
        readLimit = answerLimit.bytes + CacheEntry.headerLimit
        self.inner = inner
        self.directory = directory
        self.baseURL = baseURL
        self.policy = policy
        self.clock = clock
        self.observer = observer
    }

    /// The cache file of a request.
    package func path(for request: Request) -> String {
        FilePath.joined(directory, CacheKey(request: request, baseURL: baseURL).relativePath(for: request))
    }

    package func holdsAnswerOffline(for request: Request) -> Bool {
        holdsBatchPiece(for: request) || FileSystem.isRegularFile(path(for: request)) || inner.holdsAnswerOffline(for: request)
    }

    package func response(for request: Request) async throws -> Response {
        if let cut = cutFromBatch(request) { return cut }
        let path = path(for: request)
        if let fresh = freshEntry(for: request) {
            observer.extract(.cacheHit(request, ageSeconds: fresh.age))
            return Response(
                request: request, body: fresh.entry.body, origin: .cache, parsed: fresh.envelope, location: path,
                fetchedAt: fresh.entry.fetchedAt)
        }
        if let ids = Self.batchIDs(of: request), ids.count > 1, let assembled = try await assembleBatch(request, ids: ids) {
            return assembled
        }
        let response = try await inner.response(for: request)
        guard response.origin == .network,
            let envelope = response.parsed ?? (try? JSONParser.parse(response.body)), APIRefusal.decisive(in: envelope) == nil,
            AnswerCheck.isStorable(envelope, answering: request)
        else { return response }
        if CacheLifetimePolicy.readsFixtures(request) {
            liveScopes.insert(FixtureStatusSummary(envelope: envelope).liveScopes)
        }
        let entry = CacheEntry(fetchedAt: clock.now(), body: response.body)
        do {
            try AtomicFileWriter.replaceUnlessSame(path, with: entry.encoded(request: request, baseURL: baseURL))
        } catch {
            throw ExtractError.writing(request: request, path: path, failedWith: error)
        }
        if Self.batchIDs(of: request) != nil { try storePieces(of: envelope, fetchedAt: entry.fetchedAt) }
        return response
    }

    /// `request`'s own entry, its envelope and its age, while its lifetime covers that age; nil
    /// when it is missing, damaged, expired, or would not be stored today (an impossible or
    /// incomplete answer). What `response(for:)` answers from, and `CachedAnswerLookup` digests.
    func freshEntry(for request: Request) -> (entry: CacheEntry, envelope: JSONValue, age: Double)? {
        guard let bytes = try? RegularFileReader.read(path(for: request), limit: readLimit), let entry = CacheEntry(decoding: bytes),
            let envelope = try? JSONParser.parse(entry.body), AnswerCheck.isStorable(envelope, answering: request)
        else { return nil }
        let summary = fixtureSummary(of: envelope, for: request)
        let now = clock.now()
        let lifetime = policy.lifetime(
            for: request, fixtures: summary, liveScopes: liveScopes.current, now: now, fetchedAt: entry.fetchedAt)
        guard isFresh(entry, answering: request, for: lifetime, now: now) else { return nil }
        return (entry, envelope, now - entry.fetchedAt)
    }

    /// This cache reporting to `observer` instead: the same entries, clock, lifetimes and live scopes.
    func reporting(to observer: any ExtractObserver) -> CachingResponseSource {
        var copy = self
        copy.observer = observer
        return copy
    }

    /// Whether `entry` may still answer `request`. One fetched later than `now` has no age to
    /// measure (the clock moved back, or the cache came from a machine whose clock is ahead): it
    /// counts as expired whatever its lifetime, with a notice naming the request, so neither
    /// `--refresh` nor `--max-age` is defeated and the fetch puts a true time on it.
    func isFresh(_ entry: CacheEntry, answering request: Request, for lifetime: CacheLifetime, now: Double) -> Bool {
        guard entry.fetchedAt <= now else {
            observer.extract(.notice(.cachedInFuture(request, fetchedAt: entry.fetchedAt, now: now)))
            return false
        }
        return lifetime.covers(age: now - entry.fetchedAt)
    }

    /// The statuses of a fixtures answer (noting its live scopes); nil for other endpoints.
    private func fixtureSummary(of envelope: JSONValue, for request: Request) -> FixtureStatusSummary? {
        guard CacheLifetimePolicy.readsFixtures(request) else { return nil }
        let summary = FixtureStatusSummary(envelope: envelope)
        liveScopes.insert(summary.liveScopes)
        return summary
    }
}
