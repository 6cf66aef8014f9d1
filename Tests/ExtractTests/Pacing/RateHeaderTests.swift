import APIModel
import JSON
import TestSupport
import Testing

@testable import Extract

/// Rate headers that cannot stall a run, through libcurl against the fake server on 127.0.0.1
/// (which counts the requests it saw), on the virtual clock (which adds up the time waited).
/// The clock starts at 1700000000, Tue, 14 Nov 2023 22:13:20 GMT; the dates below were written
/// by Python's `email.utils.formatdate` and `time.asctime`, not by the parser under test.
@Suite(.serialized) struct RateHeaderTests {
    private func paced(
        _ server: FakeAPIServer, clock: VirtualClock, events: EventLog = EventLog(), requestsPerMinute: Int = 10, maxRetries: Int = 3
    ) -> PacedResponseSource {
        let ledger = QuotaLedger(requestsPerMinute: requestsPerMinute, dailyBudget: nil, clock: clock, observer: events)
        return PacedResponseSource(
            inner: HTTPResponseSource(spec: Fixtures.api(server.baseURL, maxRetries: maxRetries), quota: ledger, clock: clock),
            ledger: ledger, concurrency: 1, requestsPerMinute: requestsPerMinute,
            policy: RetryPolicy(maxRetries: maxRetries), clock: clock, jitter: SeededJitter(seed: 3), observer: events)
    }

    private static func retryAfter(_ value: String) -> JSONValue {
        .object(["kind": .string("status"), "status": .int(429), "headers": .object(["Retry-After": .string(value)])])
    }

    /// Before, an HTTP-date was not read: every one of these waited for the 60 s window.
    @Test(arguments: [
        ("Tue, 14 Nov 2023 21:13:20 GMT", 0.0), // an hour ago: ask again at once
        ("Tue, 14 Nov 2023 22:13:50 GMT", 30.0), // IMF-fixdate
        ("Tuesday, 14-Nov-23 22:13:50 GMT", 30.0), // RFC 850
        ("Tue Nov 14 22:13:50 2023", 30.0), // asctime
        ("Mon Oct 10 22:13:20 2022", 0.0) // last year
    ])
    func anHTTPDateRetryAfterIsWaitedUntil(header: String, seconds: Double) async throws {
        try await ScratchDirectory.with { folder in
            let scenario = FakeFault.scenario([Self.retryAfter(header)])
            try await FakeAPIServer.run(key: Fixtures.key, scenario: scenario, in: folder) { (server: FakeAPIServer) async throws in
                let clock = VirtualClock()
                let start = clock.now()
                let response = try await paced(server, clock: clock).response(for: Fixtures.squad)
                #expect(response.origin == .network)
                #expect(clock.now() - start == seconds)
                #expect(try server.loggedRequests().count == 2)
            }
        }
    }

    /// Before, a limit of 0 or less was clamped to one request a minute: 24 requests waited 23 minutes.
    @Test(arguments: [("0", "0"), ("-5", "-6"), ("abc", "0"), ("99999999", "0")])
    func aNonsenseMinuteLimitIsIgnoredWithOneWarning(limit: String, remaining: String) async throws {
        try await ScratchDirectory.with { folder in
            let headers = JSONValue.object(["X-RateLimit-Limit": .string(limit), "X-RateLimit-Remaining": .string(remaining)])
            let answer = JSONValue.object([
                "kind": .string("status"), "status": .int(200), "headers": headers, "times": .int(24),
                "body": try JSONParser.parse(try Fixtures.recordingBytes(Fixtures.squad))
            ])
            try await FakeAPIServer.run(key: Fixtures.key, scenario: FakeFault.scenario([answer]), in: folder) {
                (server: FakeAPIServer) async throws in
                let clock = VirtualClock()
                let events = EventLog()
                let source = paced(server, clock: clock, events: events, requestsPerMinute: 1000)
                for _ in 0..<24 { _ = try await source.response(for: Fixtures.squad) }
                #expect(try server.loggedRequests().count == 24)
                #expect(clock.now() == VirtualClock().now(), "no simulated time may pass")
                #expect(events.waits.isEmpty)
                #expect(
                    events.events.filter { if case .notice = $0 { true } else { false } } == [.notice(.ignoredRateLimit(header: limit))])
            }
        }
    }

    /// A complete answer that would come back the same is refused at once. A body that is not JSON
    /// at all or ends early is asked again (`aGarbledAnswerIsAskedAgainThenRefusedAt65`).
    @Test(arguments: ["deep", "no_envelope"])
    func aMalformedAnswerIsRefusedAt65WithoutAskingAgain(kind: String) async throws {
        var deep = JSONValue.array([])
        for _ in 0..<JSONParser.maximumDepth + 10 { deep = .array([deep]) }
        let fault: JSONValue =
            switch kind {
            case "deep": .object(["kind": .string("status"), "status": .int(200), "body": .object(["response": deep])])
            case "no_envelope": .object(["kind": .string("status"), "status": .int(200), "body": .object(["message": .string("hello")])])
            default: FakeFault.kind(kind)
            }
        try await ScratchDirectory.with { folder in
            try await FakeAPIServer.run(key: Fixtures.key, scenario: FakeFault.scenario([fault]), in: folder) {
                (server: FakeAPIServer) async throws in
                let clock = VirtualClock()
                let error = await #expect(throws: ExtractError.self) {
                    try await paced(server, clock: clock, maxRetries: 3).response(for: Fixtures.squad)
                }
                guard case .invalidAnswer(let request, let reason)? = error else {
                    Issue.record("\(String(describing: error))")
                    return
                }
                #expect(request == Fixtures.squad)
                #expect(error?.exitCode == 65)
                #expect(error?.description.contains("players/squads?team=173") == true, "\(reason)")
                #expect(try server.loggedRequests().count == 1)
                #expect(clock.now() == VirtualClock().now())
            }
        }
    }

    @Test func aGarbledAnswerIsAskedAgainThenRefusedAt65() async throws {
        try await ScratchDirectory.with { folder in
            let scenario = FakeFault.scenario([FakeFault.kind("invalid_json", times: 10)])
            try await FakeAPIServer.run(key: Fixtures.key, scenario: scenario, in: folder) { (server: FakeAPIServer) async throws in
                let error = await #expect(throws: ExtractError.self) {
                    try await paced(server, clock: VirtualClock(), maxRetries: 2).response(for: Fixtures.squad)
                }
                guard case .garbledAnswer(let request, _, let attempts)? = error else {
                    Issue.record("\(String(describing: error))")
                    return
                }
                #expect(request == Fixtures.squad && attempts == 3 && error?.exitCode == 65)
                #expect(try server.loggedRequests().count == 3)
            }
        }
    }
}
