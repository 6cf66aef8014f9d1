import Foundation
import JSON
import Run
import TestSupport
import Testing

/// `run --check` against an export another release wrote: judged by the built binary's exit
/// status and stderr, over outputs whose manifest.json is edited as text.
@Suite struct ReleaseCheckTests {
    @Test func checkAgainstAnOlderReleasesExportSaysToRerunAndCommitInsteadOfListingRows() async throws {
        try await ScratchDirectory.with { folder in
            let pipeline = try await DemoSeasonFixture.smallExport(in: folder)

            // What a 0.1 export looks like to this release: its manifest names 0.1.0 and its rows differ.
            let manifest = "\(folder)/out/manifest.json"
            let text = try String(contentsOfFile: manifest, encoding: .utf8)
            let current = "\"tool_version\": \"\(ToolVersion.current)\""
            try #require(text.contains(current), "the manifest names this tool's version")
            try text.replacingOccurrences(of: current, with: "\"tool_version\": \"0.1.0\"").write(
                toFile: manifest, atomically: true, encoding: .utf8)
            _ = try CSVRowEdit.incrementing(
                column: "points", row: 2, in: "\(folder)/out/csv/standings.csv",
                keyColumns: ["league_id", "season", "group_name", "team_id"])

            let check = try await ToolProcess.footballETL(["run", pipeline, "--check"])
            #expect(check.status == ExitStatus.drift.rawValue, "\(check.stderr)")
            #expect(check.stderr.contains("written by football-etl 0.1.0 and this is \(ToolVersion.current)"), "\(check.stderr)")
            #expect(check.stderr.contains("rerun without --check and commit the new outputs"))
            #expect(check.stderr.contains("2 of 8 outputs differ."), "\(check.stderr)")
            #expect(!check.stderr.contains("row changed"), "\(check.stderr)")
        }
    }

    @Test func theManifestSaysTheRelease() async throws {
        let shared = try await DemoSeasonFixture.shared()
        let manifest = try ManifestText.object(at: "\(shared.output)/manifest.json")
        #expect(manifest["tool_version"] == .string("0.3.0"))
        #expect(ToolVersion.current == "0.3.0")
    }
}
