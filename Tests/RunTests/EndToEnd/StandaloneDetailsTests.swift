import Foundation
import TestSupport
import Testing

/// A match's details saved as four per-match answers (events, lineups, statistics, players)
/// give exactly the tables the `fixtures?ids=` bundle gives, through `run` and through `convert`.
@Suite struct StandaloneDetailsTests {
    static let bundled = "\(RepositoryPaths.scenarios)/epl-2024-two-matches"
    /// The per-match answers only; the fixtures list and the leagues catalog are the bundled
    /// scenario's, which `scenario(in:)` adds.
    static let parts = "\(RepositoryPaths.scenarios)/epl-2024-two-matches-standalone"

    /// The standalone scenario assembled in `folder`: its per-match answers and pipeline, with the
    /// bundled scenario's fixtures list and leagues catalog (held once, there).
    static func scenario(in folder: String) throws -> String {
        let scenario = "\(folder)/standalone"
        let files = FileManager.default
        try files.copyItem(atPath: parts, toPath: scenario)
        for shared in ["fixtures/league=39&season=2024.json", "leagues/_.json"] {
            let target = "\(scenario)/recordings/\(shared)"
            try files.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try files.copyItem(atPath: "\(bundled)/recordings/\(shared)", toPath: target)
        }
        return scenario
    }

    @Test func runWithPerMatchAnswersWritesTheBundledTablesByteForByte() async throws {
        try await ScratchDirectory.with { folder in
            let output = "\(folder)/out"
            let outcome = try await ToolProcess.footballETL(
                ["run", "pipeline.yml"], environment: ["OUTPUT_DIR": output], in: try Self.scenario(in: folder))
            try #require(outcome.status == 0, "\(outcome.stderr)")
            try Self.expectSameTables(output, "\(Self.bundled)/expected")
        }
    }

    @Test func convertMergesPerMatchFilesByFixtureID() async throws {
        try await ScratchDirectory.with { folder in
            let parts = try await ToolProcess.footballETL(
                ["convert", "\(try Self.scenario(in: folder))/recordings", "--out", "\(folder)/parts"], environment: [:], in: folder)
            try #require(parts.status == 0, "\(parts.stderr)")
            let bundle = try await ToolProcess.footballETL(
                ["convert", "\(Self.bundled)/recordings", "--out", "\(folder)/bundle"], environment: [:], in: folder)
            try #require(bundle.status == 0, "\(bundle.stderr)")
            let written = try FileTree("\(folder)/parts")
            #expect(written.files.contains("events.csv") && written.files.contains("player_match_stats.ndjson"))
            #expect(written == (try FileTree("\(folder)/bundle")))
        }
    }

    @Test func eventsWithoutTheirFixtureStillGiveTheEventsTableAndAWarning() async throws {
        try await ScratchDirectory.with { folder in
            let file = "\(Self.parts)/recordings/fixtures_events/fixture=1208021.json"
            let outcome = try await ToolProcess.footballETL(["convert", file, "--out", "\(folder)/out"], environment: [:], in: folder)
            try #require(outcome.status == 0, "\(outcome.stderr)")
            let events = try String(contentsOfFile: "\(folder)/out/events.csv", encoding: .utf8)
            #expect(events.split(separator: "\r\n").count == 17, "a header and the match's 16 events")
            // Without the fixture its league and season are unknown: empty after the id.
            #expect(events.contains("\r\n1208021,,,1,"))
            let fixtures = try String(contentsOfFile: "\(folder)/out/fixtures.csv", encoding: .utf8)
            // Only the id is known: league, round, kickoff and teams are empty.
            #expect(fixtures.split(separator: "\r\n").count == 2)
            #expect(fixtures.contains("\r\n1208021,,,,,,"))
            #expect(
                outcome.stderr.contains("details_without_fixture") || outcome.stdout.contains("details_without_fixture"),
                "a warning names the fixture: \(outcome.stderr)")
            #expect((outcome.stderr + outcome.stdout).contains("1208021"))
        }
    }

    @Test func convertWithXLSXWritesTheSeasonWorkbookOpenpyxlReads() async throws {
        try await ScratchDirectory.with { folder in
            let outcome = try await ToolProcess.footballETL(
                [
                    "convert", "\(try Self.scenario(in: folder))/recordings", "--out", "\(folder)/out", "--xlsx",
                    "\(folder)/out/{league_slug}-{season}.xlsx"
                ],
                environment: [:], in: folder)
            try #require(outcome.status == 0, "\(outcome.stderr)")
            let book = "\(folder)/out/premier-league-2024.xlsx"
            let script =
                "import openpyxl, sys; wb = openpyxl.load_workbook(sys.argv[1]); "
                + "f = wb['Fixtures']; ids = next(c.column_letter for r in f.iter_rows(max_row=5) for c in r if c.value == 'Fixture ID'); "
                + "print(wb.sheetnames[0], sorted(c.value for c in f[ids][1:] if isinstance(c.value, int)))"
            let readback = try await ToolProcess.run("/usr/bin/env", ["python3", "-c", script, book])
            #expect(readback.status == 0, "\(readback.stderr)")
            #expect(readback.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "Index [1208021, 1208140]", "\(readback.stdout)")
        }
    }

    /// Every CSV and NDJSON table in `expected` has the same bytes in `output`, and no other table was written.
    static func expectSameTables(_ output: String, _ expected: String) throws {
        let written = try FileTree(output)
        let golden = try FileTree(expected)
        let tables = golden.files.filter { $0.hasPrefix("csv/") || $0.hasPrefix("ndjson/") }
        #expect(!tables.isEmpty)
        #expect(written.files.filter { $0.hasPrefix("csv/") || $0.hasPrefix("ndjson/") } == tables)
        for table in tables {
            #expect(written.entries[table] == golden.entries[table], "\(table) differs from the bundled scenario's")
        }
    }
}
