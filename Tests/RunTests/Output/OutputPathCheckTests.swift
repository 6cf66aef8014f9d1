import Foundation
import Run
import TestSupport
import Testing

/// Every output path is checked before the run extracts anything (issue 36 item 9): a file where
/// an output folder should be, or a folder where the database file should be, exits 73 naming the
/// path and what is in the way, not 74 about the commit journal after all the building work; and
/// `--check` creates nothing doing so. Judged by the CLI's exit code and stderr and the file tree.
@Suite struct OutputPathCheckTests {
    private func blockedRun(_ place: (String) throws -> (blocked: String, obstacle: String), check: Bool) async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let text = TestPipeline.recorded(
                "\(folder)/rec", output: "\(folder)/out",
                load: ["csv: \(folder)/out/csv", "parquet: \(folder)/out/parquet", "sqlite: \(folder)/out/db/football.sqlite"])
            let pipeline = try TestPipeline.write(text, in: folder)
            let expected = try place(folder)
            let before = try FileTree(folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline] + (check ? ["--check"] : []))

            #expect(outcome.status == ExitStatus.cannotCreate.rawValue, "\(outcome.stderr)")
            #expect(outcome.errorMessage.contains("at \(expected.blocked): \(expected.obstacle)"), "\(outcome.stderr)")
            #expect(outcome.errorMessage.contains("Nothing was fetched or written"), "\(outcome.stderr)")
            #expect(!outcome.stderr.contains("journal"), "\(outcome.stderr)")
            #expect(try FileTree(folder) == before, "the check created or changed something")
        }
    }

    @Test(arguments: [false, true])
    func aFileWhereATableFolderShouldBe(check: Bool) async throws {
        try await blockedRun(
            { folder in
                try FileManager.default.createDirectory(atPath: "\(folder)/out", withIntermediateDirectories: true)
                try Data("notes".utf8).write(to: URL(fileURLWithPath: "\(folder)/out/parquet"))
                return ("\(folder)/out/parquet", "a file is there, where a folder should be")
            }, check: check)
    }

    @Test func aFileWhereTheOutputsCommonFolderShouldBe() async throws {
        try await blockedRun(
            { folder in
                try Data("notes".utf8).write(to: URL(fileURLWithPath: "\(folder)/out"))
                return ("\(folder)/out", "a file is there, where a folder should be")
            }, check: false)
    }

    @Test func aFolderWhereTheDatabaseFileShouldBe() async throws {
        try await blockedRun(
            { folder in
                try FileManager.default.createDirectory(atPath: "\(folder)/out/db/football.sqlite", withIntermediateDirectories: true)
                return ("\(folder)/out/db/football.sqlite", "a folder is there, where the file should be")
            }, check: true)
    }
}
