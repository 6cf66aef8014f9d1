import Foundation
import TestSupport
import Testing

/// A rerun with nothing to write (`UnchangedRun`) writes nothing, reports what the last run did,
/// and gives way to the full work as soon as an input or an output is not as the last run left
/// it. Judged by the raw bytes and modification times of every output file (`FileTree`, read
/// with Foundation), the tool's printed report and its `--timings` phases.
@Suite struct UnchangedRunTests {
    @Test func anUnchangedRerunWritesNothingAndReportsWhatTheLastRunDid() async throws {
        try await ScratchDirectory.with { folder in
            let setup = try await IncrementalSetup.make(in: folder)
            _ = try await setup.run()
            let first = try FileTree(setup.output)
            let times = try setup.modificationTimes()

            let rerun = try await setup.run()
            #expect(rerun.reused == 2)
            #expect(try IncrementalSetup.seconds(in: "csv", of: rerun.outcome) == 0, "the rerun staged its files")
            #expect(try IncrementalSetup.seconds(in: "finish", of: rerun.outcome) == 0)
            #expect(try FileTree(setup.output) == first)
            #expect(try setup.modificationTimes() == times)

            // A rerun that does the work (its outputs' times changed) prints the same report.
            try setup.touchOutputs()
            let worked = try await setup.run()
            #expect(try IncrementalSetup.seconds(in: "csv", of: worked.outcome) > 0)
            #expect(IncrementalSetup.printed(by: rerun.outcome) == IncrementalSetup.printed(by: worked.outcome))
            #expect(try FileTree(setup.output) == first)
        }
    }

    @Test func anOutputChangedOrRemovedIsWrittenAgain() async throws {
        try await ScratchDirectory.with { folder in
            let setup = try await IncrementalSetup.make(in: folder)
            _ = try await setup.run()
            let full = try FileTree(setup.output)

            let standings = "\(setup.output)/csv/standings.csv"
            let handle = try #require(FileHandle(forWritingAtPath: standings))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("edited by hand\r\n".utf8))
            try handle.close()
            #expect(try await setup.run().reused == 2)
            #expect(try FileTree(setup.output) == full, "the edited file was not written again")

            try FileManager.default.removeItem(atPath: "\(setup.output)/ndjson/fixtures.ndjson")
            _ = try await setup.run()
            #expect(try FileTree(setup.output) == full, "the removed file was not written again")

            let rerun = try await setup.run()
            #expect(try IncrementalSetup.seconds(in: "csv", of: rerun.outcome) == 0, "the outputs are as committed again")
        }
    }

    @Test func aChangedAnswerIsNeverSkipped() async throws {
        try await ScratchDirectory.with { folder in
            let setup = try await IncrementalSetup.make(in: folder)
            _ = try await setup.run()
            let first = try FileTree(setup.output)
            try setup.changeStandings(of: 9001)
            let rerun = try await setup.run()
            #expect(rerun.reused == 1)
            let changed = try FileTree(setup.output)
            #expect(changed != first)
            #expect(try await setup.run(["--full"]).reused == 0)
            #expect(try FileTree(setup.output) == changed)
        }
    }

    /// A commit a killed run left half done beside the manifest is finished first, as by every
    /// run; it changes outputs, so the rerun does the work and puts the run's bytes back.
    @Test func aHalfDoneCommitIsFinishedFirstAndTheRunDoesTheWork() async throws {
        try await ScratchDirectory.with { folder in
            let setup = try await IncrementalSetup.make(in: folder)
            _ = try await setup.run()
            let full = try FileTree(setup.output)
            // The killed run's staged file, under the temp name a commit moves (`.<name>.<pid>-<n>.tmp`).
            try "planted by a killed run\n".write(
                toFile: "\(setup.output)/csv/.standings.csv.99999-1.tmp", atomically: true, encoding: .utf8)
            let journal = "\(setup.output)/.football-etl-commit.journal"
            try #"{"commit_journal": 1, "steps": [{"move": "csv/.standings.csv.99999-1.tmp", "to": "csv/standings.csv"}]}"#
                .write(toFile: journal, atomically: true, encoding: .utf8)

            let rerun = try await setup.run()
            #expect(!FileManager.default.fileExists(atPath: journal), "the half-done commit was left as it was")
            #expect(try IncrementalSetup.seconds(in: "csv", of: rerun.outcome) > 0)
            #expect(try FileTree(setup.output) == full)
        }
    }
}
