import Foundation
import JSON
import TestSupport
import Testing

@testable import Run

/// A piped run prints one line per phase and no per-request counters; its summary gives the
/// elapsed time and the bytes written per format, and the JSON `summary` record carries
/// `duration_s`, `bytes` and per-phase seconds. Judged by the CLI's stderr (read as text and
/// with the project's JSON parser) against the sizes of the files on disk (FileManager).
@Suite struct PhaseProgressTests {
    @Test func pipedRunPrintsOneLinePerPhaseAndASummaryWithTimeAndBytes() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline])

            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(!outcome.stderr.contains("requests known"), "per-request counters in a piped log: \(outcome.stderr)")
            for phase in ["fetching", "building tables", "writing files"] {
                #expect(outcome.stderrLines.filter { $0.hasPrefix("\(phase) (") }.count == 1, "\(phase): \(outcome.stderr)")
            }
            let csvBytes = Self.bytes(in: "\(folder)/out/csv")
            #expect(csvBytes > 0)
            let done = try #require(outcome.stderrLines.first { $0.hasPrefix("done in ") }, "\(outcome.stderr)")
            #expect(done.contains("; wrote csv "), "\(done)")
            #expect(done.contains("ndjson "), "\(done)")
        }
    }

    @Test func jsonSummaryCarriesDurationBytesPerFormatAndPhaseSeconds() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline, "--log-format", "json"])

            #expect(outcome.status == 0, "\(outcome.stderr)")
            let summary = try #require(outcome.stderrJSONObjects.compactMap { $0 }.first { $0.string("event") == "summary" })
            guard case .number(let duration)? = summary["duration_s"], let seconds = Double(duration) else {
                Issue.record("no duration_s: \(summary)")
                return
            }
            #expect(seconds > 0 && seconds < 600)
            guard case .object(let bytes)? = summary["bytes"], case .object(let phases)? = summary["phases"] else {
                Issue.record("no bytes or phases: \(summary)")
                return
            }
            #expect(bytes["csv"] == .int(Self.bytes(in: "\(folder)/out/csv")))
            #expect(bytes["ndjson"] == .int(Self.bytes(in: "\(folder)/out/ndjson")))
            #expect(phases.keys.contains("parse_decode") && phases.keys.contains("tables"))
            let phaseRecords = outcome.stderrJSONObjects.compactMap { $0 }.filter { $0.string("event") == "phase" }
            #expect(phaseRecords.map { $0.string("phase") ?? "" } == ["fetching", "building tables", "writing files"])
        }
    }

    /// A rerun that writes nothing says so (issue 36 item 6): the bytes written and the bytes left
    /// unchanged are reported apart, in the text and in the JSON summary.
    @Test func aRerunThatWroteNothingSaysSoAndCountsTheUnchangedBytesApart() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)
            let first = try await ToolProcess.footballETL(["run", pipeline])
            try #require(first.status == 0, "\(first.stderr)")
            let firstDone = try #require(first.stderrLines.first { $0.hasPrefix("done in ") }, "\(first.stderr)")
            #expect(firstDone.contains("; wrote csv ") && !firstDone.contains("left unchanged"), "\(firstDone)")

            let again = try await ToolProcess.footballETL(["run", pipeline])
            let done = try #require(again.stderrLines.first { $0.hasPrefix("done in ") }, "\(again.stderr)")
            #expect(done.contains("; wrote nothing; left unchanged csv "), "\(done)")

            let json = try await ToolProcess.footballETL(["run", pipeline, "--log-format", "json"])
            let summary = try #require(json.stderrJSONObjects.compactMap { $0 }.first { $0.string("event") == "summary" })
            guard case .object(let written)? = summary["bytes_written"], case .object(let unchanged)? = summary["bytes_unchanged"] else {
                Issue.record("no bytes_written or bytes_unchanged: \(summary)")
                return
            }
            #expect(written.entries.isEmpty, "\(written)")
            #expect(unchanged["csv"] == .int(Self.bytes(in: "\(folder)/out/csv")))
        }
    }

    /// Bytes of the regular files below `folder`.
    static func bytes(in folder: String) -> Int {
        ScratchDirectory.files(in: folder).reduce(0) { total, file in
            total + (((try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(file)"))?[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}

/// The terminal's live line counts the workbooks the run renders, not those a rerun puts back
/// from the store: a rerun that rebuilds one league-season of nine reads `1/1`, never `1/9`.
@Suite struct PhaseProgressWorkbookCountTests {
    @Test func reusedWorkbooksLeaveTheCount() {
        var progress = PhaseProgress()
        progress.workbooks = 9
        for _ in 0..<8 { progress.workbookReused() }
        _ = progress.enter(.renderingWorkbooks)
        #expect(progress.liveLine(ProgressState(), elapsed: 3).hasPrefix("rendering workbook 1/1 "))
    }
}
