import Foundation
import Run
import TestSupport
import Testing

extension FakeServerTests {
    /// A budget that runs out inside a league-season's match details, after its fixtures list
    /// and while nothing is written yet: the earlier outputs stay, no temp file (staged output,
    /// workbook, spool or database scratch) is left anywhere, and the next runs resume without
    /// sending a request twice.
    @Suite struct StreamingStopTests {
        @Test func aStopInsideALeagueSeasonKeepsTheOutputsAndLeavesNoTempFile() async throws {
            try await ScratchDirectory.with { folder in
                let recordings = try await DemoSeasonFixture.recordings()
                try await FakeAPIServer.with(recordings: recordings, in: folder) { server in
                    let temp = "\(folder)/tmp"
                    try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
                    let environment = ["API_FOOTBALL_KEY": TestPipeline.key, "TMPDIR": temp]
                    let output = "\(folder)/out"
                    // Earlier outputs of another export into the same folder, which a stop must keep.
                    try FileManager.default.createDirectory(atPath: "\(output)/csv", withIntermediateDirectories: true)
                    try Data("kept\n".utf8).write(to: URL(fileURLWithPath: "\(output)/csv/fixtures.csv"))
                    // 2 season-level requests (leagues, the fixtures list), then 19 batches of match details.
                    let settings = ["cache: \(folder)/cache", "daily_budget: 10", "concurrency: 1"]
                    var text = TestPipeline.api(
                        baseURL: server.baseURL, output: output, settings: settings, extract: "[leagues, fixtures, fixture_details]")
                    text += "  sqlite: \(output)/football.sqlite\n  xlsx: {path: \"\(output)/{league_slug}-{season}.xlsx\"}\n"
                    let pipeline = try TestPipeline.write(text, in: folder)

                    let first = try await ToolProcess.footballETL(["run", pipeline], environment: environment)
                    #expect(first.status == ExitStatus.quotaExhausted.rawValue, "\(first.stderr)")
                    #expect(first.stderr.contains("11 known request(s) remain"), "\(first.stderr)")
                    #expect(try String(contentsOfFile: "\(output)/csv/fixtures.csv", encoding: .utf8) == "kept\n")
                    #expect(try FileTree(output).files == ["csv/fixtures.csv"], "a stopped run left files in the output folder")
                    #expect(try FileManager.default.contentsOfDirectory(atPath: temp).isEmpty, "a stopped run left temp files")

                    let second = try await ToolProcess.footballETL(["run", pipeline], environment: environment)
                    #expect(second.status == ExitStatus.quotaExhausted.rawValue, "\(second.stderr)")
                    #expect(second.stderr.contains("1 known request(s) remain"), "\(second.stderr)")

                    let third = try await ToolProcess.footballETL(["run", pipeline], environment: environment)
                    #expect(third.status == ExitStatus.success.rawValue, "\(third.stderr)")
                    let requests = try server.requests()
                    #expect(requests.count == 21)
                    #expect(Set(requests).count == requests.count, "a request was sent twice: \(requests)")
                    #expect(try String(contentsOfFile: "\(output)/csv/fixtures.csv", encoding: .utf8).hasPrefix("fixture_id,"))
                    #expect(try FileManager.default.contentsOfDirectory(atPath: temp).isEmpty, "a finished run left temp files")
                }
            }
        }
    }
}
