import Foundation
import TestSupport
import Testing

/// Same input, same bytes: two runs write identical trees, and a rerun over unchanged outputs
/// rewrites nothing (so Make sees no change).
@Suite struct DeterminismTests {
    @Test func twoRunsIntoTwoFoldersWriteIdenticalTrees() async throws {
        let reference = try await DemoSeasonFixture.shared().output
        try await ScratchDirectory.with { folder in
            let outcome = try await DemoSeasonFixture.runDemo(into: "\(folder)/out")

            #expect(outcome.status == 0, "\(outcome.stderr)")
            let first = try FileTree(reference)
            let second = try FileTree("\(folder)/out")
            #expect(first.files.contains("premier-division-2023.xlsx") && first.files.contains("manifest.json"))
            #expect(first.files.contains("csv/events.csv") && first.files.contains("ndjson/events.ndjson"))
            #expect(first == second, "\(first.differences(from: second))")
        }
    }

    @Test func unchangedRerunKeepsEveryOutputsModificationTime() async throws {
        let reference = try await DemoSeasonFixture.shared().output
        try await ScratchDirectory.with { folder in
            try FileManager.default.copyItem(atPath: reference, toPath: "\(folder)/out")
            let old = Date(timeIntervalSince1970: 978_307_200) // 2001-01-01, so any rewrite shows
            try FileTree.setModificationDates(below: "\(folder)/out", to: old)

            let outcome = try await DemoSeasonFixture.runDemo(into: "\(folder)/out")

            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("100 files (0 written, 100 unchanged)"))
            let dates = try FileTree.modificationDates(below: "\(folder)/out")
            let rewritten = dates.filter { $0.value != old }.keys.sorted()
            // Only the manifest moves: it is the run's stamp for Make (its bytes are unchanged).
            #expect(rewritten == ["manifest.json"], "rewritten: \(rewritten)")
            #expect(try FileTree("\(folder)/out") == FileTree(reference))
        }
    }
}
