import Foundation
import TestSupport
import Testing

/// Per-match datasets (`fixture_events`, …) are answered from `fixtures?ids=` batches already in
/// the recordings or the cache, before any per-match request is made, and `plan` says so.
/// Judged by the fake HTTP server on 127.0.0.1 (its request log), by the tables of the
/// scenario that fetched the same matches as batches (byte for byte), and by `plan`'s text.
extension FakeServerTests {
    @Suite struct PerMatchFromBatchesTests {
        static let bundled = "\(RepositoryPaths.scenarios)/epl-2024-two-matches"
        static let perMatch = "[fixtures, fixture_events, fixture_lineups, fixture_statistics, fixture_players]"

        /// Two real EPL 2024 matches, extracting `extract` from `source`.
        static func pipeline(source: String, extract: String, output: String) -> String {
            """
            name: per-match-from-batches
            source:
            \(source)
            scope:
              leagues: [39]
              seasons: [2024]
            extract: \(extract)
            transform:
              timezone: Europe/London
              nulls: zero
            load:
              csv: \(output)/csv
              ndjson: \(output)/ndjson

            """
        }

        @Test func recordedBatchesAnswerThePerMatchDatasets() async throws {
            try await ScratchDirectory.with { folder in
                // The folder holds `fixtures?ids=` batches only: no per-match recording.
                let text = Self.pipeline(source: "  recorded: \(Self.bundled)/recordings", extract: Self.perMatch, output: "\(folder)/out")
                let path = try TestPipeline.write(text, in: folder)

                let plan = try await ToolProcess.footballETL(["plan", path])
                #expect(plan.status == 0, "\(plan.stderr)")
                for dataset in ["fixture_events", "fixture_lineups", "fixture_statistics", "fixture_players"] {
                    #expect(
                        (plan.stdout + plan.stderr).contains(
                            "\(dataset): 2 from stored fixtures?ids= batches, 0 from its own answers, 0 to fetch"), "\(plan.stderr)")
                }
                let run = try await ToolProcess.footballETL(["run", path])
                try #require(run.status == 0, "\(run.stderr)")
                try StandaloneDetailsTests.expectSameTables("\(folder)/out", "\(Self.bundled)/expected")
            }
        }

        @Test func cachedBatchesAnswerThePerMatchDatasetsWithoutARequest() async throws {
            try await ScratchDirectory.with { folder in
                try await FakeAPIServer.with(recordings: "\(Self.bundled)/recordings", in: folder) { server in
                    let api = [
                        "  api:", "    base_url: \(server.baseURL)", "    key: ${API_FOOTBALL_KEY}", "    requests_per_minute: 1000",
                        "    cache: \(folder)/cache"
                    ].joined(separator: "\n")
                    let environment = ["API_FOOTBALL_KEY": TestPipeline.key]
                    let batched = try TestPipeline.write(
                        Self.pipeline(source: api, extract: "[fixtures, fixture_details]", output: "\(folder)/batched"),
                        named: "batched.yml", in: folder)
                    let first = try await ToolProcess.footballETL(["run", batched], environment: environment)
                    try #require(first.status == 0, "\(first.stderr)")
                    let sentByTheBatchedRun = try server.requests().count

                    let perMatch = try TestPipeline.write(
                        Self.pipeline(source: api, extract: Self.perMatch, output: "\(folder)/out"), named: "per-match.yml", in: folder)
                    let second = try await ToolProcess.footballETL(["run", perMatch], environment: environment)
                    try #require(second.status == 0, "\(second.stderr)")

                    let sent = try server.requests().dropFirst(sentByTheBatchedRun)
                    #expect(!sent.contains { $0.hasPrefix("/fixtures/") }, "per-match requests were sent: \(Array(sent))")
                    try StandaloneDetailsTests.expectSameTables("\(folder)/out", "\(Self.bundled)/expected")
                }
            }
        }
    }
}
