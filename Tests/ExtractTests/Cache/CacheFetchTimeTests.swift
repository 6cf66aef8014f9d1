import APIModel
import TestSupport
import Testing

@testable import Extract

/// Issue 33: a cached answer says when it was fetched, so where two answers of one match meet
/// the later fetch wins (docs/answers.md); the time is the entry's, not the time it was read.
@Suite struct CacheFetchTimeTests {
    @Test func aCachedAnswerCarriesItsEntrysFetchTime() async throws {
        try await ScratchDirectory.with { folder in
            let clock = VirtualClock()
            let fetched = clock.now()
            let source = CachingResponseSource(
                inner: ScriptedResponseSource(clock: clock, body: Envelopes.empty), directory: folder,
                baseURL: "https://v3.football.api-sports.io/", clock: clock)
            _ = try await source.response(for: Fixtures.squad)
            clock.advance(by: 600)
            let cached = try await source.response(for: Fixtures.squad)
            #expect(cached.origin == .cache)
            #expect(cached.fetchedAt == fetched)
        }
    }
}
