import APIModel
import Catalog
import FileIO
import Foundation
import TestSupport
import Testing

@testable import Extract

@Suite struct CachingResponseSourceTests {
    private let clock = VirtualClock()
    private let baseURL = "https://v3.football.api-sports.io/"

    private func cache(_ inner: ScriptedResponseSource, in folder: String, policy: CacheLifetimePolicy = .init()) -> CachingResponseSource {
        CachingResponseSource(inner: inner, directory: folder, baseURL: baseURL, policy: policy, clock: clock)
    }

    @Test func aSecondAskIsAnsweredFromDiskWithTheSameBytes() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
            let source = cache(inner, in: folder)
            let first = try await source.response(for: Fixtures.squad)
            let second = try await source.response(for: Fixtures.squad)
            #expect(first.origin == .network && second.origin == .cache)
            #expect(second.body == first.body)
            #expect(inner.callCount == 1)
        }
    }

    // Judged by the cache files on disk: a stored page beyond a list's page count must be found
    // (ExtractionRun warns `page_beyond_count`); before, nothing could ask.
    @Test func itTellsWhetherItHoldsAnAnswerWithoutFetchingIt() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
            let source = cache(inner, in: folder)
            #expect(!source.holdsAnswerOffline(for: Fixtures.squad))
            _ = try await source.response(for: Fixtures.squad)
            #expect(source.holdsAnswerOffline(for: Fixtures.squad))
            #expect(!source.holdsAnswerOffline(for: Request(.squads, ["team": "1"])))
            #expect(inner.callCount == 1)
        }
    }

    @Test func theFileHoldsTheFetchTimeAndTheExactBodyUnderAHashedName() async throws {
        try await ScratchDirectory.with { folder in
            let body = #"{"get":"players/squads","errors":[],"response":[{"a" : 1}]}"#
            let source = cache(ScriptedResponseSource(clock: clock, body: body), in: folder)
            _ = try await source.response(for: Fixtures.squad)
            let files = ScratchDirectory.files(in: folder)
            let key = CacheKey(request: Fixtures.squad, baseURL: baseURL)
            #expect(files == ["players_squads/\(key.hex).cache"])
            #expect(key.hex.count == 64)
            let text = try String(contentsOfFile: "\(folder)/\(files[0])", encoding: .utf8)
            #expect(text == #"{"fetched_at":1700000000,"request":"players/squads?team=173","base_url":"\#(baseURL)"}"# + "\n" + body)
        }
    }

    @Test func entriesExpireAfterTheirEndpointsLifetime() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
            let source = cache(inner, in: folder)
            _ = try await source.response(for: Fixtures.squad)
            clock.advance(by: 7 * 86_400 - 1)
            #expect(try await source.response(for: Fixtures.squad).origin == .cache)
            clock.advance(by: 1)
            #expect(try await source.response(for: Fixtures.squad).origin == .network)
            #expect(inner.callCount == 2)
        }
    }

    @Test func finishedFixturesNeverExpire() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.fixtures(["FT"], answering: Fixtures.finishedFixture))
            let source = cache(inner, in: folder)
            _ = try await source.response(for: Fixtures.finishedFixture)
            clock.advance(by: 10 * 365 * 86_400)
            #expect(try await source.response(for: Fixtures.finishedFixture).origin == .cache)
            #expect(inner.callCount == 1)
        }
    }

    @Test func listsWithMatchesInPlayLiveAnHourAndMakeTheirStandingsLiveAnHour() async throws {
        try await ScratchDirectory.with { folder in
            let fixtures = Request(.fixtures, ["league": "39", "season": "2023"])
            let standings = Request(.standings, ["league": "39", "season": "2023"])
            let otherStandings = Request(.standings, ["league": "40", "season": "2023"])
            let inner = ScriptedResponseSource(clock: clock) { request, _ in
                Array((request == fixtures ? Envelopes.fixtures(["FT", "2H"]) : Envelopes.empty).utf8)
            }
            let source = cache(inner, in: folder)
            for request in [fixtures, standings, otherStandings] { _ = try await source.response(for: request) }
            clock.advance(by: 3_600)
            #expect(try await source.response(for: otherStandings).origin == .cache)
            #expect(try await source.response(for: standings).origin == .network)
            #expect(try await source.response(for: fixtures).origin == .network)
        }
    }

    @Test func upcomingFixturesLiveADay() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.fixtures(["FT", "NS"], answering: Fixtures.upcomingFixtures))
            let source = cache(inner, in: folder)
            _ = try await source.response(for: Fixtures.upcomingFixtures)
            clock.advance(by: 86_399)
            #expect(try await source.response(for: Fixtures.upcomingFixtures).origin == .cache)
            clock.advance(by: 1)
            #expect(try await source.response(for: Fixtures.upcomingFixtures).origin == .network)
        }
    }

    /// (A settled match stays forever whatever `ttl:` says, so the match here is not played yet.)
    @Test func aPlannedLifetimeOverridesTheDefault() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.fixtures(["NS"], answering: Fixtures.finishedFixture))
            let policy = CacheLifetimePolicy(overrides: [.fixtureDetails: .seconds(60)])
            let source = cache(inner, in: folder, policy: policy)
            _ = try await source.response(for: Fixtures.finishedFixture)
            clock.advance(by: 60)
            #expect(try await source.response(for: Fixtures.finishedFixture).origin == .network)
        }
    }

    /// An answer the checks refuse (here a batch without one of its fixtures) is never stored,
    /// and an entry stored by an older version that holds one is a miss.
    @Test func incompleteAnswersAreNeitherStoredNorServed() async throws {
        try await ScratchDirectory.with { folder in
            let batch = Request(.fixtures, ["ids": "7-8"])
            let incomplete = Envelopes.fixtures(["FT"], answering: batch)
            let inner = ScriptedResponseSource(clock: clock, body: incomplete)
            let source = cache(inner, in: folder)
            #expect(try await source.response(for: batch).origin == .network)
            #expect(ScratchDirectory.files(in: folder).isEmpty)
            try AtomicFileWriter.replaceUnlessSame(
                source.path(for: batch),
                with: CacheEntry(fetchedAt: clock.now(), body: Array(incomplete.utf8)).encoded(request: batch, baseURL: baseURL))
            #expect(try await source.response(for: batch).origin == .network)
            #expect(inner.callCount == 2)
        }
    }

    @Test func errorEnvelopesAreNeverCached() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.error("season", "bad"))
            let source = cache(inner, in: folder)
            _ = try await source.response(for: Fixtures.squad)
            _ = try await source.response(for: Fixtures.squad)
            #expect(inner.callCount == 2)
            #expect(ScratchDirectory.files(in: folder).isEmpty)
        }
    }

    @Test func aFailedRefetchLeavesTheGoodEntryInPlace() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock) { request, call in
                guard call == 1 else { throw ExtractError.quotaExhausted(request: request, message: "limit for the day") }
                return Array(Envelopes.empty.utf8)
            }
            let source = cache(inner, in: folder)
            _ = try await source.response(for: Fixtures.squad)
            let path = source.path(for: Fixtures.squad)
            let before = try String(contentsOfFile: path, encoding: .utf8)
            clock.advance(by: 8 * 86_400)
            await #expect(throws: ExtractError.quotaExhausted(request: Fixtures.squad, message: "limit for the day")) {
                try await source.response(for: Fixtures.squad)
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
            #expect(ScratchDirectory.files(in: folder).count == 1)
        }
    }

    @Test func answersOfAnotherHostOrRequestNeverMix() {
        let apiSports = CacheKey(request: Fixtures.squad, baseURL: baseURL)
        let rapid = CacheKey(request: Fixtures.squad, baseURL: "https://api-football-v1.p.rapidapi.com/v3/")
        let other = CacheKey(request: Request(.squads, ["team": "174"]), baseURL: baseURL)
        #expect(Set([apiSports.hex, rapid.hex, other.hex]).count == 3)
    }

    @Test func aCorruptEntryIsFetchedAgain() async throws {
        try await ScratchDirectory.with { folder in
            let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
            let source = cache(inner, in: folder)
            try "not a cache file".write(toFile: source.path(for: Fixtures.squad), creatingFolder: true)
            #expect(try await source.response(for: Fixtures.squad).origin == .network)
            #expect(try await source.response(for: Fixtures.squad).origin == .cache)
        }
    }
}
