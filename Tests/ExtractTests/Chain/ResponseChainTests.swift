import APIModel
import Foundation
import JSON
import PipelineSpec
import TestSupport
import Testing

@testable import Extract

/// The whole API chain (observed ► tee ► cache ► paced ► HTTP) against the fake server, with
/// a virtual clock so pacing and backoff never really sleep.
@Suite(.serialized) struct ResponseChainTests {
    private let clock = VirtualClock()
    private let events = EventLog()

    private func chain(_ api: APISourceSpec) -> ResponseChain {
        ResponseChain(
            source: .api(api),
            environment: ResponseChainEnvironment(
                clock: clock, jitter: SeededJitter(seed: 7), observer: events))
    }

    @Test func faultsAreRetriedUntilAnswerAndRateLimitsAreNotFailures() async throws {
        let faults = [
            FakeFault.status(429, retryAfter: 20), FakeFault.errors("rateLimit", "Too many requests."),
            FakeFault.status(500), FakeFault.kind("drop"), FakeFault.stall(seconds: 2), FakeFault.kind("truncate")
        ]
        try await ScratchDirectory.with { folder in
            try await FakeAPIServer.run(key: Fixtures.key, scenario: FakeFault.scenario(faults), in: folder) {
                (server: FakeAPIServer) async throws in
                // Four failures are allowed; counting the two rate limits would make six.
                let source = chain(Fixtures.api(server.baseURL, maxRetries: 4)).source
                let response = try await source.response(for: Fixtures.rounds)
                #expect(response.body == (try Fixtures.recordingBytes(Fixtures.rounds)))
                #expect(try server.loggedRequests().count == 7)
                let retries = events.events.compactMap { event -> Int? in
                    if case .retrying(_, let attempt, _) = event { return attempt }
                    return nil
                }
                #expect(retries == [2, 3, 4, 5])
                #expect(events.waits.filter { $0.reason == .rateLimited }.first?.seconds == 20)
            }
        }
    }

    @Test func givingUpAfterMaxRetriesNamesTheRequest() async throws {
        try await ScratchDirectory.with { folder in
            let scenario = FakeFault.scenario([FakeFault.status(503, times: 9)])
            try await FakeAPIServer.run(key: Fixtures.key, scenario: scenario, in: folder) { (server: FakeAPIServer) async throws in
                let source = chain(Fixtures.api(server.baseURL, maxRetries: 2)).source
                let error = await #expect(throws: ExtractError.self) { try await source.response(for: Fixtures.squad) }
                #expect(error == .apiUnavailable(request: Fixtures.squad, reason: "HTTP 503: HTTP 503; gave up after 3 attempts"))
                #expect(error?.exitCode == 69)
                #expect(error?.description.contains("players/squads?team=173") == true)
                #expect(try server.loggedRequests().count == 3)
                #expect(events.events.last == .requestFailed(Fixtures.squad, error: error!))
            }
        }
    }

    @Test func quotaHeadersCountingDownToZeroStopBeforeTheNextSend() async throws {
        try await ScratchDirectory.with { folder in
            try await FakeAPIServer.run(key: Fixtures.key, scenario: FakeFault.scenario([], dayRemaining: 2), in: folder) {
                (server: FakeAPIServer) async throws in
                let built = chain(Fixtures.api(server.baseURL))
                for request in [Fixtures.rounds, Fixtures.squad, Fixtures.transfers] {
                    _ = try await built.source.response(for: request)
                }
                let error = await #expect(throws: ExtractError.self) {
                    try await built.source.response(for: Fixtures.finishedFixture)
                }
                #expect(
                    error == .quotaExhausted(request: Fixtures.finishedFixture, message: "the API reports 0 of 100 requests left today"))
                #expect(error?.exitCode == 75)
                #expect(try server.loggedRequests().count == 3)
                #expect(await built.ledger?.snapshot().remaining == 0)
            }
        }
    }

    @Test func theDaysQuotaErrorStopsAtOnce() async throws {
        try await ScratchDirectory.with { folder in
            let scenario = FakeFault.scenario([FakeFault.errors("requests", "You have reached the request limit for the day")])
            try await FakeAPIServer.run(key: Fixtures.key, scenario: scenario, in: folder) { (server: FakeAPIServer) async throws in
                let source = chain(Fixtures.api(server.baseURL)).source
                let error = await #expect(throws: ExtractError.self) { try await source.response(for: Fixtures.squad) }
                #expect(error?.exitCode == 75)
                #expect(try server.loggedRequests().count == 1)
            }
        }
    }

    @Test func theDailyBudgetCapsTheSends() async throws {
        try await ScratchDirectory.with { folder in
            try await FakeAPIServer.run(key: Fixtures.key, in: folder) { (server: FakeAPIServer) async throws in
                var api = Fixtures.api(server.baseURL)
                api.dailyBudget = 2
                let source = chain(api).source
                _ = try await source.response(for: Fixtures.rounds)
                _ = try await source.response(for: Fixtures.squad)
                await #expect(throws: ExtractError.budgetExhausted(request: Fixtures.transfers, budget: 2)) {
                    try await source.response(for: Fixtures.transfers)
                }
                #expect(try server.loggedRequests().count == 2)
            }
        }
    }

    @Test func aCachedRerunSendsNothingAndTheKeyIsWrittenNowhere() async throws {
        let requests = [Fixtures.rounds, Fixtures.squad, Fixtures.transfers, Fixtures.finishedFixture, Fixtures.upcomingFixtures]
        try await ScratchDirectory.with { folder in
            var messages: [String] = []
            try await FakeAPIServer.run(key: Fixtures.key, in: folder) { (server: FakeAPIServer) async throws in
                var api = Fixtures.api(server.baseURL)
                api.cacheDirectory = "\(folder)/cache"
                api.recordDirectory = "\(folder)/recordings"
                for request in requests {
                    #expect(try await chain(api).source.response(for: request).origin == .network)
                }
                let rerun = chain(api)
                for request in requests {
                    #expect(try await rerun.source.response(for: request).origin == .cache)
                }
                #expect(await rerun.ledger?.snapshot().sent == 0)
                let rejected = await #expect(throws: ExtractError.self) { try await rerun.source.response(for: Fixtures.rejectedSearch) }
                messages.append(rejected?.description ?? "")
                let logged = try server.loggedRequests()
                #expect(logged.count == requests.count + 1)
                #expect(Set(logged.map(\.headerNames)) == [["Host", "x-apisports-key"]])
            }
            try await FakeAPIServer.run(key: "another-key", in: folder) { (server: FakeAPIServer) async throws in
                let refused = await #expect(throws: ExtractError.self) {
                    try await chain(Fixtures.api(server.baseURL)).source.response(for: Fixtures.squad)
                }
                #expect(refused?.exitCode == 77)
                messages.append(refused?.description ?? "")
            }
            #expect(ScratchDirectory.files(in: "\(folder)/recordings") == requests.map(\.recordingPath).sorted())
            #expect(ScratchDirectory.files(in: "\(folder)/cache").count == requests.count)
            messages += events.events.map { String(describing: $0) }
            for file in ScratchDirectory.files(in: folder) {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(file)"))
                #expect(!String(decoding: bytes, as: UTF8.self).contains(Fixtures.key), "\(file) holds the key")
            }
            #expect(messages.count > requests.count * 2)
            #expect(messages.allSatisfy { !$0.contains(Fixtures.key) })
        }
    }

    @Test func aRecordedChainReplaysAndReportsProgress() async throws {
        let source = ResponseChain(
            source: .recorded(directory: Fixtures.recordings),
            environment: ResponseChainEnvironment(observer: events)
        ).source
        let response = try await source.response(for: Fixtures.rounds)
        #expect(response.origin == .recording)
        let missing = Request(.standings, ["league": "39", "season": "2023"])
        let error = await #expect(throws: ExtractError.self) { try await source.response(for: missing) }
        #expect(error?.exitCode == 66)
        #expect(
            events.events == [
                .requestStarted(Fixtures.rounds),
                .requestFinished(Fixtures.rounds, origin: .recording, bytes: response.body.count),
                .requestStarted(missing),
                .requestFailed(missing, error: error!)
            ])
    }
}
