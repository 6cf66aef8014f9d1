import Catalog
import APIModel
import Extract
import Foundation
import PipelineSpec
import Testing
@testable import Run

@Suite struct PlanPreviewTests {
    /// The golden scenario's real recordings: the catalog, one fixtures list, one details batch.
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios/epl-2024-two-matches/recordings").path

    func pipeline(extract: [Dataset]) -> Pipeline {
        Pipeline(
            name: "preview", source: .recorded(directory: Self.recordings),
            scope: ScopeSpec(leagues: [.id(39)], seasons: .years([2024])), extract: ExtractSpec(datasets: extract),
            load: LoadSpec(csv: "out"), origin: PipelineOrigin(path: "preview.yml", bytes: [])
        )
    }

    @Test func everyRequestAnsweredByRecordingsLeavesNothingToFetch() async throws {
        let spec = pipeline(extract: [.fixtures, .fixtureDetails])
        let preview = try await PlanPreview.make(
            pipeline: spec, lookup: ResponseChain.storedAnswers(of: spec.source), planner: FreshnessOptions().planner(for: spec, now: 0))
        #expect(preview.answered[.recording] == 3)
        #expect(preview.toFetch.isEmpty && preview.pending.isEmpty)
    }

    @Test func missingAnswersAreCountedAndTheirDependentsStayPending() async throws {
        let spec = pipeline(extract: [.fixtures, .fixtureDetails, .standings, .squads])
        let preview = try await PlanPreview.make(
            pipeline: spec, lookup: ResponseChain.storedAnswers(of: spec.source), planner: FreshnessOptions().planner(for: spec, now: 0))
        #expect(preview.toFetch.map(\.request.description) == [
            "standings?league=39&season=2024", "players/squads?team=33", "players/squads?team=36",
            "players/squads?team=47", "players/squads?team=50",
        ])
        #expect(preview.answered[.recording] == 3)
        #expect(preview.known == 8)
    }
}
