import Testing

@testable import Load

/// Which version pairs check mode treats as another release's export (read from the manifest's
/// `tool_version` text, as the test gives it).
@Suite struct ToolVersionChangeTests {
    @Test func anotherMinorOrMajorVersionIsAChangeAPatchOrNoManifestIsNot() {
        #expect(ToolVersionChange(previous: "0.1.0", current: "0.2.0") != nil)
        #expect(ToolVersionChange(previous: "0.1.7", current: "0.2.0")?.advice.contains("football-etl 0.1.7 and this is 0.2.0") == true)
        #expect(ToolVersionChange(previous: "1.2.0", current: "0.2.0") != nil)
        #expect(ToolVersionChange(previous: "0.2.0", current: "0.2.1") == nil)
        #expect(ToolVersionChange(previous: nil, current: "0.2.0") == nil)
    }

    @Test func aReportWithAReleaseChangeGivesTheAdviceAndTheCountNotTheRows() {
        var report = CheckReport(files: [
            FileCheck(
                path: "out/standings.csv", status: .changed,
                rows: RowDiff(key: ["team_id"], changed: RowChanges(count: 2, sampleKeys: [["1"], ["2"]]))),
            FileCheck(path: "out/teams.csv", status: .unchanged)
        ])
        #expect(report.text.contains("2 rows changed"))
        report.toolVersionChange = ToolVersionChange(previous: "0.1.0", current: "0.2.0")
        #expect(report.hasDifferences)
        #expect(!report.text.contains("rows changed"))
        #expect(report.text.hasSuffix("rerun without --check and commit the new outputs.\n1 of 2 outputs differ.\n"))
    }
}
