import APIModel
import Catalog
import Intake
import JSON
import PipelineSpec
import TestSupport
import Testing

@testable import Extract

/// Answers that would lose rows without a word now say so: a list inside an item that is
/// null, `{}` or absent, a dataset whose every answer is empty, and a stored page beyond the
/// page count an answer gives. Judged by the warnings of a whole `ExtractionRun` replaying
/// recordings through `ReplayingResponseSource`, parsed by the project's JSON parser.
@Suite struct LossWarningsTests {
    private func batch(editing edit: (inout JSONObject) -> Void) throws -> JSONValue {
        guard case .object(var first) = try DetailsRecordings.match(1_208_140, details: true) else {
            throw DetailsRecordingsError.unexpectedSample
        }
        edit(&first)
        return .array([.object(first), try DetailsRecordings.match(1_208_141, details: true)])
    }

    // Before: events null read as "no events" and the match's 18 event rows were gone, silently.
    @Test(arguments: [("events", JSONValue.null, "null"), ("lineups", JSONValue.object([:]), "{}")])
    func aNullOrObjectListInABatchItemIsAWarningNamingTheFixture(key: String, value: JSONValue, shown: String) async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try DetailsRecordings(in: folder, batch: try batch { $0[key] = value })
            let result = try await recordings.replay()
            let missing = result.warnings.filter { $0.code == .missingList }
            #expect(missing.map(\.details) == [["dataset": "fixture_details", "list": "\(key)[]", "item": "fixture 1208140", "path": key]])
            #expect(missing.first?.message.contains("fixture 1208140: \(key) is \(shown) where a list is expected") == true)
        }
    }

    @Test func emptyListsAreNoFinding() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try DetailsRecordings(in: folder, batch: try batch { $0["events"] = .array([]) })
            #expect(try await recordings.replay().warnings.isEmpty)
        }
    }

    // Before: a season list answered `response: []` passed without a word.
    @Test func aDatasetWhoseEveryAnswerIsEmptyIsAWarning() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try DetailsRecordings(in: folder)
            try recordings.write(DetailsRecordings.envelope(DetailsRecordings.list, response: .array([])), for: DetailsRecordings.list)
            let result = try await recordings.replay()
            #expect(result.warnings.map(\.code) == [.emptyDataset])
            #expect(result.warnings.first?.message.hasPrefix("fixtures for league 39 season 2024 came back empty") == true)
        }
    }

    // Before: page 2 stored beside a page 1 that says "1 page" was ignored without a word.
    @Test func aStoredPageBeyondThePageCountIsAWarning() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try DetailsRecordings(in: folder)
            let first = Request(.odds, ["league": "39", "season": "2024"])
            let beyond = Request(.odds, ["league": "39", "season": "2024", "page": "2"])
            try recordings.write(DetailsRecordings.envelope(first, response: .array([])), for: first)
            try recordings.write(DetailsRecordings.envelope(beyond, response: .array([]), paging: (2, 2)), for: beyond)
            let planner = RequestPlanner(
                scope: ScopeSpec(leagues: [.id(39)], seasons: .years([2024])), extract: ExtractSpec(datasets: [.odds]), today: 0)
            let result = try await ExtractionRun(planner: planner, source: ReplayingResponseSource(directory: folder), concurrency: 1).run()
            let beyondWarning = result.warnings.first { $0.code == .pageBeyondCount }
            #expect(beyondWarning?.request == beyond)
            #expect(result.answered.map(\.request).contains(beyond) == false)
        }
    }
}
