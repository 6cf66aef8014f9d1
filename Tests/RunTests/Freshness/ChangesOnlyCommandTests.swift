import Foundation
import JSON
import PipelineSpec
import TestSupport
import Testing

extension FakeServerTests {
    /// The CLI on the real clock against a season the fake server plays on its own virtual
    /// calendar: `run --refresh --changes-only FILE --log-format json` lists the new results.
    @Suite struct ChangesOnlyCommandTests {
        @Test func theNextNightsRunWritesItsNewResultsAsNDJSONAndInTheJSONLog() async throws {
            // Ten matchdays that ended long ago by the real clock, so every result has settled.
            let today = (Date().timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
            let firstDay = today - 20 * 86_400
            try await ScratchDirectory.with { folder in
                try await NightlySeason.with(in: folder, firstDay: firstDay) { season in
                    let pipeline = try season.pipeline().origin.path
                    let environment = ["API_FOOTBALL_KEY": TestPipeline.key]
                    let changes = "\(folder)/changes.ndjson"
                    try String(Int(firstDay + 5 * 86_400 + 7_200)).write(toFile: season.clockFile, atomically: true, encoding: .utf8)
                    let first = try await ToolProcess.footballETL(
                        ["run", pipeline, "--changes-only", changes, "--quiet"], environment: environment)
                    #expect(first.status == 0, "\(first.stderr)")
                    #expect(try String(contentsOfFile: changes, encoding: .utf8).isEmpty, "a first run has nothing to compare with")

                    // The next night: the cached list is a day fresh, so --refresh asks again.
                    try String(Int(firstDay + 6 * 86_400 + 7_200)).write(toFile: season.clockFile, atomically: true, encoding: .utf8)
                    let second = try await ToolProcess.footballETL(
                        ["run", pipeline, "--refresh", "--changes-only", changes, "--log-format", "json"], environment: environment)
                    #expect(second.status == 0, "\(second.stderr)")
                    let lines = try String(contentsOfFile: changes, encoding: .utf8).split(separator: "\n").map(String.init)
                    #expect(
                        lines
                            == NightlySeason.ids(ofMatchday: 5).map { id in
                                #"{"fixture_id":\#(id),"changes":["new_result"],"status_before":"NS","#
                                    + #""status":"FT","score_before":null,"score":"0-4"}"#
                            })
                    let summary = second.stderrJSONObjects.compactMap { $0 }.first { $0.string("event") == "summary" }
                    guard case .array(let listed)? = summary?["changed_fixtures"] else {
                        Issue.record("no changed_fixtures in the summary record: \(second.stderr.suffix(1500))")
                        return
                    }
                    #expect(listed.count == 2)
                    // Only the list and the two new matches went to the network; settled matches stayed cached.
                    let requests = try season.server.requests()
                    #expect(NightlySeason.detailIDs(requests).last == NightlySeason.ids(ofMatchday: 5), "\(requests)")
                }
            }
        }
    }
}
