import APIModel
import FileIO
import PipelineSpec
import TestSupport
import Testing

@testable import Extract

/// A cache entry whose `fetched_at` lies after now (a clock set back, a cache copied from a
/// machine whose clock is ahead) counts as expired, whatever its lifetime, with a notice naming
/// the request. Before, its negative age passed every check: neither `--max-age 0s` nor
/// `--refresh` fetched it again, and a settled match's would never be. Readers: the cache file's
/// own `fetched_at` header and the scripted network below, which counts what it is asked.
@Suite struct CacheClockSkewTests {
    private static let now = 1_700_000_000.0
    private static let aMonthAhead = now + 30 * 86_400
    private static let baseURL = "https://v3.football.api-sports.io/"

    enum Case: String, CaseIterable {
        case squadsAWeek, maxAgeZero, refresh, settledFixtureForever
    }

    @Test(arguments: Case.allCases)
    func anEntryFromTheFutureIsFetchedAgain(_ kind: Case) async throws {
        let (request, body, control) =
            switch kind {
            case .squadsAWeek: (Fixtures.squad, Envelopes.empty, CacheControl())
            case .maxAgeZero: (Fixtures.squad, Envelopes.empty, CacheControl(maxAgeSeconds: 0))
            case .refresh: (Fixtures.squad, Envelopes.empty, CacheControl(refresh: true))
            case .settledFixtureForever:
                (
                    Fixtures.finishedFixture, Envelopes.fixtures(["FT"], answering: Fixtures.finishedFixture),
                    CacheControl(settleSeconds: 0)
                )
            }
        try await ScratchDirectory.with { folder in
            let policy = CacheLifetimePolicy(control: control)
            let ahead = VirtualClock(start: Self.aMonthAhead)
            let writer = CachingResponseSource(
                inner: ScriptedResponseSource(clock: ahead, body: body), directory: folder, baseURL: Self.baseURL, policy: policy,
                clock: ahead)
            _ = try await writer.response(for: request)
            #expect(try Self.fetchedAt(writer, request) == Self.aMonthAhead)

            let clock = VirtualClock(start: Self.now)
            let network = ScriptedResponseSource(clock: clock, body: body)
            let events = EventLog()
            let reader = CachingResponseSource(
                inner: network, directory: folder, baseURL: Self.baseURL, policy: policy, clock: clock, observer: events)
            #expect(try await reader.response(for: request).origin == .network)
            #expect(network.callCount == 1)
            #expect(events.events == [.notice(.cachedInFuture(request, fetchedAt: Self.aMonthAhead, now: Self.now))])
            #expect(try Self.fetchedAt(reader, request) == Self.now)
        }
    }

    @Test func theNoticeNamesTheRequestAndBothTimes() {
        let notice = ExtractNotice.cachedInFuture(Fixtures.squad, fetchedAt: Self.aMonthAhead, now: Self.now)
        #expect(notice.request == Fixtures.squad)
        #expect(notice.message.contains("players/squads?team=173"))
        #expect(notice.message.contains("2023-12-14T22:13:20Z") && notice.message.contains("2023-11-14T22:13:20Z"))
    }

    /// The `fetched_at` the cache file of `request` holds.
    private static func fetchedAt(_ source: CachingResponseSource, _ request: Request) throws -> Double? {
        CacheEntry(decoding: try RegularFileReader.read(source.path(for: request), limit: AnswerSizeLimit.standard.bytes) ?? [])?.fetchedAt
    }
}
