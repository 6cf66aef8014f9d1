import Foundation
import PipelineSpec
import Testing

@testable import Load
@testable import Run

/// The run summary's list of changed fixtures: every change is counted, the first twenty are
/// named, and the rest are pointed to where they are all listed.
@Suite struct ChangeSummaryTests {
    private func summaryLines(changing count: Int) -> [String] {
        let before = (1...count).map { ManifestFixture(id: $0, status: "NS") }
        let after = (1...count).map { ManifestFixture(id: $0, status: "FT", score: "1-0") }
        let report = RunReport(
            tables: [], outputs: [], check: nil, manifestPath: "out/manifest.json",
            requests: RequestCounts(recording: 0, cache: 0, network: 0), warnings: [], skipped: [], stoppedBy: nil,
            remainingRequests: 0
        ).with(changes: FixtureChange.between(before, after))
        let pipeline = Pipeline(
            name: "summary", source: .recorded(directory: "rec"), scope: ScopeSpec(leagues: [.id(39)], seasons: .years([2024])),
            extract: ExtractSpec(datasets: []), load: LoadSpec(csv: "out"), origin: PipelineOrigin(path: "summary.yml", bytes: []))
        return RunSummary(report: report, pipeline: pipeline).changeLines
    }

    @Test func aFewChangesAreAllNamed() {
        let lines = summaryLines(changing: 3)
        #expect(
            lines == [
                "changed since the last run: 3 fixture(s)",
                "  1: new_result (NS → FT, 1-0)", "  2: new_result (NS → FT, 1-0)", "  3: new_result (NS → FT, 1-0)"
            ])
    }

    @Test func aWholeMatchdayOfChangesIsCountedAndCutAfterTwenty() {
        let lines = summaryLines(changing: 25)
        #expect(lines.first == "changed since the last run: 25 fixture(s)")
        #expect(lines.count == 1 + 20 + 1)
        #expect(lines[20] == "  20: new_result (NS → FT, 1-0)")
        #expect(lines.last == "  … and 5 more (`run --changes-only FILE` or `--log-format json` lists them all)")
    }
}
