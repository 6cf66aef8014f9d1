import APIModel
import Catalog
import Extract
import Foundation
import PipelineSpec
import TestSupport
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
        #expect(
            preview.toFetch.map(\.request.description) == [
                "standings?league=39&season=2024", "players/squads?team=33", "players/squads?team=36",
                "players/squads?team=47", "players/squads?team=50"
            ])
        #expect(preview.answered[.recording] == 3)
        #expect(preview.known == 8)
        // `plan` refuses such a replay (exit 66), naming the first missing requests and what the folder holds.
        let refusal = try #require(preview.refusal(for: spec))
        #expect(ErrorReport(refusal).status == .noInput)
        #expect(
            refusal as? RunError
                == .missingRecordings(
                    directory: Self.recordings, count: 5, first: preview.toFetch.map(\.request.description), held: "39: 2024"))
        #expect("\(refusal)".contains("5 request(s) have no recording in \(Self.recordings)"))
    }

    @Test func aCompleteReplayOrALiveSourceIsNotRefused() async throws {
        let spec = pipeline(extract: [.fixtures, .fixtureDetails])
        let preview = try await PlanPreview.make(
            pipeline: spec, lookup: ResponseChain.storedAnswers(of: spec.source), planner: FreshnessOptions().planner(for: spec, now: 0))
        #expect(preview.refusal(for: spec) == nil)
    }

    /// The CLI: `plan` over a folder that lacks a league-season exits 66 and names the first
    /// missing requests, the count and the league-seasons the folder holds (judged by stderr).
    @Test func planOnAnIncompleteFolderExits66() async throws {
        try await ScratchDirectory.with { folder in
            let text = """
                name: incomplete
                source: {recorded: \(Self.recordings)}
                scope: {leagues: [39, 140], seasons: [2024]}
                extract: [fixtures, standings]
                load: {csv: \(folder)/out}

                """
            let pipeline = try TestPipeline.write(text, in: folder)
            let outcome = try await ToolProcess.footballETL(["plan", pipeline])
            #expect(outcome.status == ExitStatus.noInput.rawValue, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("3 request(s) have no recording in \(Self.recordings)"), "\(outcome.stderr)")
            #expect(
                outcome.stderr.contains(
                    "standings?league=39&season=2024, fixtures?league=140&season=2024, standings?league=140&season=2024"))
            #expect(outcome.stderr.contains("league-seasons 39: 2024"))
        }
    }
}
