import APIModel
import Foundation
import Intake
import JSON
import PipelineSpec
import TestSupport
import Testing

@testable import Extract

/// A live `fixtures?ids=` answer without one requested match, through the whole API chain
/// (tee ► cache ► paced ► HTTP over libcurl) against the fake server: the run keeps what came
/// with a warning naming the missing id, and neither caches nor records the batch, so the next
/// run asks for it again.
@Suite(.serialized) struct IncompleteBatchLiveTests {
    @Test func theBatchIsKeptWithAWarningButNeitherCachedNorRecorded() async throws {
        try await ScratchDirectory.with { folder in
            let served = "\(folder)/served"
            _ = try DetailsRecordings(in: served, batch: .array([try DetailsRecordings.match(1_208_140, details: true)]))
            try await FakeAPIServer.run(recordings: served, key: Fixtures.key, in: folder) { (server: FakeAPIServer) async throws in
                var api = Fixtures.api(server.baseURL)
                api.cacheDirectory = "\(folder)/cache"
                api.recordDirectory = "\(folder)/recordings"
                let run = {
                    let chain = ResponseChain(
                        source: .api(api), environment: ResponseChainEnvironment(clock: VirtualClock(), jitter: SeededJitter(seed: 1)))
                    return try await ExtractionRun(planner: DetailsRecordings.planner, source: chain.source, concurrency: 2).run()
                }
                let first = try await run()
                #expect(first.data.fixtureDetails.keys.sorted() == [1_208_140])
                #expect(first.warnings.map(\.code) == [.incompleteBatch])
                #expect(first.warnings.first?.context == ["request": DetailsRecordings.batch.description, "missing_fixture_ids": "1208141"])
                #expect(ScratchDirectory.files(in: "\(folder)/recordings") == [DetailsRecordings.list.recordingPath, "leagues/_.json"])
                #expect(ScratchDirectory.files(in: "\(folder)/cache").count == 2)

                let second = try await run()
                #expect(second.answered.map(\.origin) == [.cache, .cache, .network])
                #expect(second.warnings.count == 1)
                // Sorted: the first two go out together (concurrency 2), in either order.
                #expect(
                    try server.loggedRequests().map(\.query).sorted() == [
                        "", "ids=1208140-1208141", "ids=1208140-1208141", "league=39&season=2024"
                    ])
            }
        }
    }
}
