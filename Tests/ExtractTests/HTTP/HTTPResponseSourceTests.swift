import APIModel
import JSON
import PipelineSpec
import TestSupport
import Testing

@testable import Extract

@Suite(.serialized) struct HTTPResponseSourceTests {
    private static let tokenMessage =
        "Error/Missing application key. Go to https://www.api-football.com/documentation-v3 "
        + "to learn how to get your API application key."

    @Test func apiSportsAnswersTheEnvelopeAsReceivedSendingOnlyItsKeyHeader() async throws {
        try await ScratchDirectory.with { folder in
            try await FakeAPIServer.run(key: Fixtures.key, in: folder) { (server: FakeAPIServer) async throws in
                let source = HTTPResponseSource(spec: Fixtures.api(server.baseURL))
                let response = try await source.response(for: Fixtures.rounds)
                #expect(response.body == (try Fixtures.recordingBytes(Fixtures.rounds)))
                #expect(response.origin == .network)
                let logged = try server.loggedRequests()
                #expect(logged.map(\.path) == ["/fixtures/rounds"])
                #expect(logged.map(\.query) == ["league=2&season=2021"])
                #expect(logged[0].headerNames == ["Host", "x-apisports-key"])
                #expect(logged[0].headers["x-apisports-key"] == "<valid>")
            }
        }
    }

    @Test func rapidAPISendsTheKeyAndHostPairUnderV3() async throws {
        try await ScratchDirectory.with { folder in
            try await FakeAPIServer.run(key: Fixtures.key, in: folder) { (server: FakeAPIServer) async throws in
                let source = HTTPResponseSource(spec: Fixtures.api(server.baseURL + "v3", host: .rapidAPI))
                #expect(try await source.response(for: Fixtures.squad).body == (try Fixtures.recordingBytes(Fixtures.squad)))
                let logged = try server.loggedRequests()
                #expect(logged.map(\.path) == ["/v3/players/squads"])
                #expect(logged[0].headerNames == ["Host", "x-rapidapi-key", "x-rapidapi-host"])
                #expect(logged[0].headers["x-rapidapi-host"] == "api-football-v1.p.rapidapi.com")
            }
        }
    }

    @Test func aWrongKeyIsRefusedWithTheAPIsMessage() async throws {
        try await ScratchDirectory.with { folder in
            try await FakeAPIServer.run(key: "the-right-key", in: folder) { (server: FakeAPIServer) async throws in
                let direct = HTTPResponseSource(spec: Fixtures.api(server.baseURL))
                let error = await #expect(throws: ExtractError.self) { try await direct.response(for: Fixtures.squad) }
                #expect(error == .authRefused(request: Fixtures.squad, message: Self.tokenMessage))
                #expect(error?.exitCode == 77)
                let rapid = HTTPResponseSource(spec: Fixtures.api(server.baseURL, host: .rapidAPI))
                let refused = await #expect(throws: ExtractError.self) { try await rapid.response(for: Fixtures.squad) }
                #expect(refused == .authRefused(request: Fixtures.squad, message: "You are not subscribed to this API."))
            }
        }
    }

    @Test func quotaHeadersReachTheLedgerAndTheObserver() async throws {
        try await ScratchDirectory.with { folder in
            try await FakeAPIServer.run(key: Fixtures.key, scenario: FakeFault.scenario([], dayRemaining: 5), in: folder) {
                (server: FakeAPIServer) async throws in
                let events = EventLog()
                let ledger = QuotaLedger(requestsPerMinute: 10, dailyBudget: nil, clock: VirtualClock(), observer: events)
                let source = HTTPResponseSource(spec: Fixtures.api(server.baseURL), quota: ledger, observer: events)
                _ = try await source.response(for: Fixtures.squad)
                let reading = QuotaReading(dayLimit: 100, dayRemaining: 5, minuteLimit: 10, minuteRemaining: 9)
                #expect(await ledger.snapshot().latest == reading)
                #expect(events.events == [.quota(reading)])
            }
        }
    }

    /// Each fault of the scenario meets one request, in order; `expected` says what it must become.
    @Test func eachFaultBecomesItsError() async throws {
        let request = Fixtures.squad
        let cases: [(fault: JSONValue, expected: (ExtractError) -> Bool, exitCode: Int32)] = [
            (FakeFault.status(429, retryAfter: 3), { $0 == .rateLimited(request: request, retryAfterSeconds: 3, message: "HTTP 429") }, 75),
            (FakeFault.status(429), { $0 == .rateLimited(request: request, retryAfterSeconds: nil, message: "HTTP 429") }, 75),
            (
                FakeFault.errors("rateLimit", "Too many requests."),
                {
                    $0 == .rateLimited(request: request, retryAfterSeconds: nil, message: "Too many requests.")
                }, 75
            ),
            (
                FakeFault.errors("requests", "You have reached the request limit for the day"),
                {
                    $0 == .quotaExhausted(request: request, message: "You have reached the request limit for the day")
                }, 75
            ),
            (FakeFault.errors("token", "Account Inactive"), { $0 == .authRefused(request: request, message: "Account Inactive") }, 77),
            (
                FakeFault.errors("plan", "Free plans do not have access to this season, try from 2021 to 2023."),
                {
                    $0 == .planRefused(request: request, message: "Free plans do not have access to this season, try from 2021 to 2023.")
                }, 77
            ),
            (
                FakeFault.errors("team", "The Team field must contain an integer."),
                {
                    $0 == .apiRejected(request: request, field: "team", message: "The Team field must contain an integer.")
                }, 65
            ),
            (FakeFault.status(500), { $0 == .transientFailure(request: request, reason: "HTTP 500: HTTP 500") }, 69),
            (FakeFault.status(502), { $0 == .transientFailure(request: request, reason: "HTTP 502: HTTP 502") }, 69),
            (FakeFault.status(503), { $0 == .transientFailure(request: request, reason: "HTTP 503: HTTP 503") }, 69),
            (FakeFault.kind("drop"), { Self.isTransient($0, mentioning: "Server returned nothing") }, 69),
            (FakeFault.stall(seconds: 2), { Self.isTransient($0, mentioning: "Timeout was reached") }, 69),
            (FakeFault.kind("truncate"), { Self.isTransient($0, mentioning: "partial file") }, 69),
            (FakeFault.kind("invalid_json"), { if case .garbledAnswer = $0 { true } else { false } }, 65),
            (FakeFault.status(404), { $0 == .httpRefused(request: request, status: 404, message: "HTTP 404") }, 69)
        ]
        try await ScratchDirectory.with { folder in
            try await FakeAPIServer.run(key: Fixtures.key, scenario: FakeFault.scenario(cases.map(\.fault)), in: folder) {
                (server: FakeAPIServer) async throws in
                let source = HTTPResponseSource(spec: Fixtures.api(server.baseURL))
                for (index, item) in cases.enumerated() {
                    let error = await #expect(throws: ExtractError.self, "fault \(index)") {
                        try await source.response(for: request)
                    }
                    guard let error else { continue }
                    #expect(item.expected(error), "fault \(index): \(error)")
                    #expect(error.exitCode == item.exitCode, "fault \(index): \(error)")
                    #expect(!error.description.contains(Fixtures.key))
                }
                #expect(try await source.response(for: request).origin == .network)
                #expect(try server.loggedRequests().count == cases.count + 1)
            }
        }
    }

    private static func isTransient(_ error: ExtractError, mentioning text: String) -> Bool {
        guard case .transientFailure(let request, let reason) = error else { return false }
        return request == Fixtures.squad && reason.contains(text)
    }
}
