import Foundation
import Run
import TestSupport
import Testing

/// What a replay says when its recordings are missing (issue 36 item 2): a folder that does not
/// exist says so and how to make one; a season not recorded lists the seasons that are. Judged by
/// the CLI's exit code and stderr.
@Suite struct MissingRecordingsTests {
    @Test(arguments: ["run", "plan"])
    func aMissingFolderSaysItDoesNotExistAndHowToMakeIt(command: String) async throws {
        try await ScratchDirectory.with { folder in
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/nowhere", output: "\(folder)/out"), in: folder)
            let outcome = try await ToolProcess.footballETL([command, pipeline])
            #expect(outcome.status == ExitStatus.noInput.rawValue, "\(outcome.stderr)")
            #expect(outcome.errorMessage.contains("the recordings folder \(folder)/nowhere does not exist"), "\(outcome.stderr)")
            #expect(outcome.errorMessage.contains("`make demo-recordings`"), "\(outcome.stderr)")
            #expect(outcome.errorMessage.contains("`football-etl record PIPELINE --to \(folder)/nowhere`"), "\(outcome.stderr)")
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
        }
    }

    @Test func aSeasonNotRecordedListsTheSeasonsThatAre() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let text = TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out")
                .replacingOccurrences(of: "seasons: [2023]", with: "seasons: [2022]")
            let outcome = try await ToolProcess.footballETL(["run", try TestPipeline.write(text, in: folder)])
            #expect(outcome.status == ExitStatus.noInput.rawValue, "\(outcome.stderr)")
            #expect(
                outcome.errorMessage.contains("holds no fixture list for league 9001 season 2022; it holds league-seasons 9001: 2023"),
                "\(outcome.stderr)")
        }
    }
}
