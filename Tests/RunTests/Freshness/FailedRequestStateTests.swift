import APIModel
import Extract
import Foundation
import JSON
import PipelineSpec
import TestSupport
import Testing

@testable import Run

/// The failed-request list as run state: where it lives, what it may hold, and what an
/// unreadable one does (docs/ARCHITECTURE.md §7).
@Suite struct FailedRequestStateTests {
    private func pipeline(named file: String, cache: String, in folder: String) throws -> Pipeline {
        let text = TestPipeline.api(baseURL: "http://127.0.0.1:9/", output: "\(folder)/out", settings: ["cache: \(cache)"])
        let path = try TestPipeline.write(text, named: file, in: folder)
        return try PipelineLoader.load(path: path, environment: ["API_FOOTBALL_KEY": TestPipeline.key])
    }

    private func state(_ pipeline: Pipeline, log: LogLines = LogLines()) -> FailedRequestGuard {
        FailedRequestGuard(pipeline: pipeline, log: RunLog(format: .json, quiet: false, isTerminal: false) { log.append($0) })
    }

    @Test func twoPipelineFilesWithOneNameSharingACacheKeepTwoLists() async throws {
        try await ScratchDirectory.with { folder in
            let first = try pipeline(named: "a.yml", cache: "\(folder)/cache", in: folder)
            let second = try pipeline(named: "b.yml", cache: "\(folder)/cache", in: folder)
            #expect(first.name == second.name)
            let paths = [FailedRequestList.path(for: first), FailedRequestList.path(for: second)]
            #expect(paths[0] != nil && paths[0] != paths[1], "\(paths)")
        }
    }

    @Test func aStoppedRunNeverListsTheKeyEvenWhenAnErrorQuotesIt() async throws {
        try await ScratchDirectory.with { folder in
            let pipeline = try pipeline(named: "p.yml", cache: "\(folder)/cache", in: folder)
            let quoting = ExtractError.transientFailure(
                request: Request(.leagues), reason: "GET /leagues?x-apisports-key=\(TestPipeline.key) failed")
            await #expect(throws: quoting) {
                _ = try await state(pipeline).tracking { _ in throw quoting }
            }
            let path = try #require(FailedRequestList.path(for: pipeline))
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains("leagues") && text.contains("<redacted>"), "\(text)")
            #expect(!text.contains(TestPipeline.key))
        }
    }

    @Test func anAnswerThatCannotBeDecodedIsListedAsABadAnswer() async throws {
        try await ScratchDirectory.with { folder in
            let pipeline = try pipeline(named: "p.yml", cache: "\(folder)/cache", in: folder)
            let undecodable = APIModelError.notAnEnvelope(source: "fixtures?league=39&season=2024", found: "an array")
            await #expect(throws: undecodable) {
                _ = try await state(pipeline).tracking { _ in throw undecodable }
            }
            let path = try #require(FailedRequestList.path(for: pipeline))
            let list = try #require(try FailedRequestList.read(from: path))
            #expect(list.requests.map(\.request) == ["fixtures?league=39&season=2024"])
            #expect(list.requests.map(\.reason) == [.badAnswer])
        }
    }

    @Test func anUnreadableListIsNamedInAWarningAndIgnored() async throws {
        try await ScratchDirectory.with { folder in
            let pipeline = try pipeline(named: "p.yml", cache: "\(folder)/cache", in: folder)
            let path = try #require(FailedRequestList.path(for: pipeline))
            try FileManager.default.createDirectory(atPath: "\(folder)/cache", withIntermediateDirectories: true)
            try "{not json".write(toFile: path, atomically: true, encoding: .utf8)
            let log = LogLines()
            let source = state(pipeline, log: log).guarding(ScriptlessSource())
            #expect(source is ScriptlessSource, "nothing held back")
            let warning = log.records.first { $0["event"] == .string("unreadable_run_state") }
            #expect(warning?["path"] == .string(path))
            let unreadable = RunError.unreadableRunState(path: path, reason: "it is not a failed-request list")
            #expect(throws: unreadable) {
                _ = try FailedRequestList.read(from: path)
            }
            let preview = try await PlanPreview.make(pipeline: pipeline, freshness: FreshnessOptions(offline: true))
            #expect(preview.unreadableFailedList == unreadable)
            #expect(
                PlanPreviewText(preview: preview, pipeline: pipeline).text.contains("warning: cannot read the failed-request list \(path)"))
        }
    }
}

/// A source that is never asked.
private struct ScriptlessSource: ResponseSource {
    func response(for request: Request) async throws -> Response { throw ExtractError.notFetchedInPreview(request: request) }
}
