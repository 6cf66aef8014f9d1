import Foundation
import Run
import TestSupport
import Testing

/// `tables: [...]` on a dataset writes only those of its tables, and a name the dataset does not
/// make is a configuration error (78) that says where and lists what it makes. Judged by the
/// files on disk and the CLI's exit status and message.
@Suite struct TableChoiceTests {
    static let bundled = "\(RepositoryPaths.scenarios)/epl-2024-two-matches"

    static func pipeline(extract: String, output: String) -> String {
        """
        name: table-choice
        source:
          recorded: \(bundled)/recordings
        scope:
          leagues: [39]
          seasons: [2024]
        extract:
          - fixtures
          - \(extract)
        load:
          csv: \(output)/csv

        """
    }

    @Test func detailsWithTablesEventsWriteOnlyFixturesAndEvents() async throws {
        try await ScratchDirectory.with { folder in
            let path = try TestPipeline.write(
                Self.pipeline(extract: "fixture_details: {tables: [events]}", output: "\(folder)/out"), in: folder)
            let outcome = try await ToolProcess.footballETL(["run", path])
            try #require(outcome.status == 0, "\(outcome.stderr)")
            let written = Set(ScratchDirectory.files(in: "\(folder)/out/csv"))
            // `fixtures` stays: the fixtures dataset is named too.
            #expect(written.isSuperset(of: ["events.csv", "fixtures.csv"]), "\(written)")
            #expect(written.isDisjoint(with: ["lineups.csv", "team_match_stats.csv", "player_match_stats.csv"]), "\(written)")
            let events = try String(contentsOfFile: "\(folder)/out/csv/events.csv", encoding: .utf8)
            #expect(events.split(separator: "\r\n").count > 2, "the two matches' events are written")
        }
    }

    @Test func aTableTheDatasetDoesNotMakeIsAConfigurationErrorNamingWhereAndWhatItMakes() async throws {
        try await ScratchDirectory.with { folder in
            let path = try TestPipeline.write(
                Self.pipeline(extract: "fixture_events: {tables: [events, lineups]}", output: "\(folder)/out"), in: folder)
            let outcome = try await ToolProcess.footballETL(["run", path])
            #expect(outcome.status == ExitStatus.config.rawValue, "\(outcome.stderr)")
            #expect(outcome.errorMessage.contains("pipeline.yml:9:39"), "\(outcome.errorMessage)")
            #expect(outcome.errorMessage.contains("'lineups' is not one of fixtures, events"), "\(outcome.errorMessage)")
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
        }
    }
}
