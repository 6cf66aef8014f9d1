import APIModel
import Testing

@testable import Extract

@Suite struct PacedResponseSourceTests {
    private let clock = VirtualClock()
    private let events = EventLog()

    private func paced(
        _ inner: ScriptedResponseSource, perMinute: Int = 10, budget: Int? = nil, concurrency: Int = 2,
        maxRetries: Int = 3, ledger: QuotaLedger? = nil
    ) -> (PacedResponseSource, QuotaLedger) {
        let ledger = ledger ?? QuotaLedger(requestsPerMinute: perMinute, dailyBudget: budget, clock: clock, observer: events)
        let source = PacedResponseSource(
            inner: inner, ledger: ledger, concurrency: concurrency, requestsPerMinute: perMinute,
            policy: RetryPolicy(maxRetries: maxRetries, baseDelaySeconds: 2), clock: clock,
            jitter: SeededJitter(seed: 42), observer: events)
        return (source, ledger)
    }

    private func requests(_ count: Int) -> [Request] {
        (1...count).map { Request(.squads, ["team": String($0)]) }
    }

    @Test func twentyFiveRequestsAtTenPerMinuteNeverCrowdAWindow() async throws {
        let start = clock.now()
        let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
        let (source, _) = paced(inner)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for request in requests(25) {
                group.addTask { _ = try await source.response(for: request) }
            }
            try await group.waitForAll()
        }
        let times = inner.callTimes.sorted()
        #expect(times.count == 25)
        #expect(clock.now() - start >= 120)
        for (index, time) in times.enumerated() {
            let inWindow = times[index...].prefix { $0 < time + 60 }.count
            #expect(inWindow <= 10, "\(inWindow) sends within 60 s from \(time - start) s")
        }
        #expect(inner.peakConcurrency <= 2)
        #expect(events.waits.contains { $0.reason == .pacing })
    }

    @Test func concurrencyIsNeverAboveThePace() async throws {
        let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
        let (source, _) = paced(inner, perMinute: 1, concurrency: 4)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for request in requests(3) {
                group.addTask { _ = try await source.response(for: request) }
            }
            try await group.waitForAll()
        }
        #expect(inner.peakConcurrency == 1)
        #expect(inner.callTimes.sorted() == [0, 60, 120].map { $0 + 1_700_000_000 })
    }

    @Test func theDailyBudgetStopsFurtherSends() async throws {
        let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
        let (source, ledger) = paced(inner, budget: 3)
        let all = requests(5)
        for request in all.prefix(3) { _ = try await source.response(for: request) }
        let error = await #expect(throws: ExtractError.self) { try await source.response(for: all[3]) }
        #expect(error == .budgetExhausted(request: all[3], budget: 3))
        #expect(error?.exitCode == 75)
        #expect(inner.callCount == 3)
        #expect(await ledger.snapshot() == QuotaSnapshot(sent: 3, budget: 3, latest: nil))
    }

    @Test func aDayRemainderOfZeroStopsBeforeSending() async throws {
        let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
        let (source, ledger) = paced(inner)
        await ledger.record(QuotaReading(dayLimit: 100, dayRemaining: 0))
        let request = requests(1)[0]
        let error = await #expect(throws: ExtractError.self) { try await source.response(for: request) }
        #expect(error == .quotaExhausted(request: request, message: "the API reports 0 of 100 requests left today"))
        #expect(inner.callCount == 0)
    }

    @Test func transientFailuresBackOffExponentiallyWithSeededJitter() async throws {
        let request = requests(1)[0]
        let inner = ScriptedResponseSource(clock: clock) { request, call in
            guard call > 2 else { throw ExtractError.transientFailure(request: request, reason: "HTTP 503: down") }
            return Array(Envelopes.empty.utf8)
        }
        let (source, _) = paced(inner)
        let response = try await source.response(for: request)
        #expect(response.origin == .network)
        #expect(inner.callCount == 3)
        let jitter = SeededJitter(seed: 42)
        let first = 2 + 2 * 0.5 * jitter.nextFraction()
        let second = 4 + 4 * 0.5 * jitter.nextFraction()
        let backoffs = events.waits.filter { $0.reason == .backoff }.map(\.seconds)
        #expect(backoffs == [first, second])
        #expect(abs(inner.callTimes[2] - inner.callTimes[0] - (first + second)) < 1e-6)
        #expect(events.events.contains(.retrying(request, attempt: 3, reason: "HTTP 503: down")))
    }

    @Test func givingUpAfterMaxRetriesNamesTheRequest() async throws {
        let request = requests(1)[0]
        let inner = ScriptedResponseSource(clock: clock) { request, _ in
            throw ExtractError.transientFailure(request: request, reason: "HTTP 502: Bad Gateway")
        }
        let (source, _) = paced(inner, maxRetries: 2)
        let error = await #expect(throws: ExtractError.self) { try await source.response(for: request) }
        #expect(error == .apiUnavailable(request: request, reason: "HTTP 502: Bad Gateway; gave up after 3 attempts"))
        #expect(error?.exitCode == 69)
        #expect(error?.description.contains("squads?team=1") == true)
        #expect(inner.callCount == 3)
    }

    @Test func rateLimitsWaitAndAreNotCountedAsFailures() async throws {
        let request = requests(1)[0]
        let inner = ScriptedResponseSource(clock: clock) { request, call in
            switch call {
            case 1: throw ExtractError.rateLimited(request: request, retryAfterSeconds: 30, message: "Too many")
            case 2, 3: throw ExtractError.rateLimited(request: request, retryAfterSeconds: nil, message: "Too many")
            default: return Array(Envelopes.empty.utf8)
            }
        }
        let (source, _) = paced(inner, maxRetries: 0)
        _ = try await source.response(for: request)
        let times = inner.callTimes
        #expect(times.count == 4)
        #expect(times[1] - times[0] == 30)
        // Without Retry-After the wait runs until the oldest send leaves the 60 s window.
        #expect(times[2] - times[0] == 60)
        #expect(times[3] - times[1] == 60)
        #expect(events.waits.map(\.reason).allSatisfy { $0 == .rateLimited })
    }

    @Test func rateLimitWaitsAreBounded() async throws {
        let request = requests(1)[0]
        let inner = ScriptedResponseSource(clock: clock) { request, _ in
            throw ExtractError.rateLimited(request: request, retryAfterSeconds: 1, message: "Too many requests")
        }
        let (source, _) = paced(inner)
        let error = await #expect(throws: ExtractError.self) { try await source.response(for: request) }
        #expect(error == .apiUnavailable(request: request, reason: "still rate-limited after 5 waits: Too many requests"))
        #expect(inner.callCount == 6)
    }

    @Test func theMinuteLimitHeaderReplacesTheConfiguredPace() async throws {
        let inner = ScriptedResponseSource(clock: clock, body: Envelopes.empty)
        let (source, ledger) = paced(inner, perMinute: 10)
        await ledger.record(QuotaReading(minuteLimit: 2, minuteRemaining: 2))
        for request in requests(3) { _ = try await source.response(for: request) }
        #expect(inner.callTimes.map { $0 - 1_700_000_000 } == [0, 0, 60])
    }

    @Test func otherErrorsPassThroughUntouched() async throws {
        let request = requests(1)[0]
        let inner = ScriptedResponseSource(clock: clock) { request, _ in
            throw ExtractError.authRefused(request: request, message: "Account Inactive")
        }
        let (source, _) = paced(inner)
        let error = await #expect(throws: ExtractError.self) { try await source.response(for: request) }
        #expect(error == .authRefused(request: request, message: "Account Inactive"))
        #expect(inner.callCount == 1)
    }
}
