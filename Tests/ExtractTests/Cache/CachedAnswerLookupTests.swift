import APIModel
import Foundation
import TestSupport
import Testing

@testable import Extract

/// `CachedAnswerLookup` says what the run's cache would answer without the network, by the
/// cache's own decision. Judged by the scripted inner source's call count (whether the cache
/// fetched) and the bytes `CachingResponseSource.response(for:)` returns for the same request.
@Suite struct CachedAnswerLookupTests {
    private let clock = VirtualClock()

    /// A cache in a scratch folder over `script`; `body` gets the cache, its inner source and a
    /// way to open another cache on the same folder.
    private func withCache(
        _ script: @escaping ScriptedResponseSource.Script,
        _ body: (CachingResponseSource, ScriptedResponseSource, () -> CachingResponseSource) async throws -> Void
    ) async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, script: script)
            let open = {
                CachingResponseSource(inner: inner, directory: folder, baseURL: "https://v3.football.api-sports.io/", clock: clock)
            }
            try await body(open(), inner, open)
        }
    }

    @Test func itAnswersWhatTheCacheAnswersWhileFreshAndNothingOnceExpired() async throws {
        try await withCache({ _, _ in Array(Envelopes.empty.utf8) }) { source, inner, _ in
            let lookup = CachedAnswerLookup(source)
            #expect(lookup.body(for: Fixtures.squad) == nil)
            let fetched = try await source.response(for: Fixtures.squad)
            clock.advance(by: 7 * 86_400 - 1)
            #expect(lookup.body(for: Fixtures.squad) == fetched.body)
            #expect(try await source.response(for: Fixtures.squad).origin == .cache)
            clock.advance(by: 1)
            #expect(lookup.body(for: Fixtures.squad) == nil)
            #expect(try await source.response(for: Fixtures.squad).origin == .network)
            #expect(inner.callCount == 2)
        }
    }

    /// Standings of a league with a match in play live an hour, once the run has seen it in play:
    /// the lookup judges by the live scopes of the run's own cache, not a cache of its own.
    @Test func itJudgesByTheLiveScopesTheRunsCacheHasSeen() async throws {
        let fixtures = Request(.fixtures, ["league": "39", "season": "2023"])
        let standings = Request(.standings, ["league": "39", "season": "2023"])
        try await withCache({ request, _ in Array((request == fixtures ? Envelopes.fixtures(["FT", "2H"]) : Envelopes.empty).utf8) }) {
            source, _, open in
            for request in [fixtures, standings] { _ = try await source.response(for: request) }
            clock.advance(by: 3_600)
            #expect(CachedAnswerLookup(source).body(for: standings) == nil)
            #expect(CachedAnswerLookup(open()).body(for: standings) != nil, "a cache that saw no live match keeps standings a day")
        }
    }

    @Test func aBatchIsPutTogetherFromFreshPiecesAsTheCacheWouldAnswerIt() async throws {
        let stored = Request(.fixtures, ["ids": "7-8"])
        let reordered = Request(.fixtures, ["ids": "8-7"])
        try await withCache({ request, _ in Array(Envelopes.fixtures(["FT", "FT"], answering: request).utf8) }) { source, inner, _ in
            _ = try await source.response(for: stored)
            let body = try #require(CachedAnswerLookup(source).body(for: reordered))
            let answered = try await source.response(for: reordered)
            #expect(answered.origin == .cache)
            #expect(body == answered.body)
            #expect(inner.callCount == 1)
            #expect(CachedAnswerLookup(source).body(for: Request(.fixtures, ["ids": "7-9"])) == nil, "fixture 9 would be fetched")
        }
    }
}
