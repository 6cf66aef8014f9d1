import APIModel
import TestSupport
import Testing

@testable import Extract

/// `Retry-After` from a real HTTP 429 (libcurl against the fake server), on the virtual clock:
/// a wait up to the cap is honoured, a longer one ends the request at once as unavailable (69)
/// naming the header's value and the request, instead of stalling the run for days.
@Suite(.serialized) struct RetryAfterCapTests {
    private func paced(_ server: FakeAPIServer, clock: VirtualClock) -> PacedResponseSource {
        let ledger = QuotaLedger(requestsPerMinute: 10, dailyBudget: nil, clock: clock, observer: NoExtractObserver())
        return PacedResponseSource(
            inner: HTTPResponseSource(spec: Fixtures.api(server.baseURL), quota: ledger), ledger: ledger, concurrency: 1,
            requestsPerMinute: 10, policy: RetryPolicy(), clock: clock, jitter: SeededJitter(seed: 3))
    }

    @Test func aRetryAfterBeyondTheCapEndsAt69WithoutWaiting() async throws {
        try await ScratchDirectory.with { folder in
            let scenario = FakeFault.scenario([FakeFault.status(429, retryAfter: 999_999)])
            try await FakeAPIServer.run(key: Fixtures.key, scenario: scenario, in: folder) { (server: FakeAPIServer) async throws in
                let clock = VirtualClock()
                let start = clock.now()
                let error = await #expect(throws: ExtractError.self) { try await paced(server, clock: clock).response(for: Fixtures.squad) }
                #expect(
                    error
                        == .apiUnavailable(
                            request: Fixtures.squad,
                            reason:
                                "it asked to wait 999999 s (Retry-After) before asking again, longer than the 300 s a run waits: HTTP 429"))
                #expect(error?.exitCode == 69)
                #expect(error?.description.contains("players/squads?team=173") == true)
                #expect(clock.now() - start < RetryPolicy.defaultMaxRetryAfterSeconds)
                #expect(try server.loggedRequests().count == 1)
            }
        }
    }

    @Test func aRetryAfterUpToTheCapIsWaitedAndRetried() async throws {
        try await ScratchDirectory.with { folder in
            let scenario = FakeFault.scenario([FakeFault.status(429, retryAfter: 300)])
            try await FakeAPIServer.run(key: Fixtures.key, scenario: scenario, in: folder) { (server: FakeAPIServer) async throws in
                let clock = VirtualClock()
                let start = clock.now()
                let response = try await paced(server, clock: clock).response(for: Fixtures.squad)
                #expect(response.origin == .network)
                #expect(clock.now() - start == 300)
                #expect(try server.loggedRequests().count == 2)
            }
        }
    }
}
