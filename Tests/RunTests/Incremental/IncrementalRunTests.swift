import FileIO
import Foundation
import TestSupport
import Testing

/// Reruns reuse the stored results of league-seasons whose inputs did not change, and write
/// every byte a full run writes. Judged by the raw bytes of every output file (read back with
/// Foundation and compared by SHA-256, file by file: `FileTree`) and the files' modification times.
@Suite struct IncrementalRunTests {
    @Test func aRerunAfterOneAnswerChangedWritesWhatAFullRunWrites() async throws {
        try await ScratchDirectory.with { folder in
            let setup = try await IncrementalSetup.make(in: folder)
            #expect(try await setup.run().reused == 0)
            let first = try FileTree(setup.output)
            let firstTimes = try setup.modificationTimes()

            #expect(try await setup.run().reused == 2)
            #expect(try FileTree(setup.output) == first)
            #expect(try setup.modificationTimes() == firstTimes, "an unchanged rerun rewrote files")

            try setup.changeStandings(of: 9002)
            #expect(try await setup.run().reused == 1)
            let incremental = try FileTree(setup.output)
            #expect(incremental != first)
            let times = try setup.modificationTimes()
            for path in first.files where path != "manifest.json" && first.entries[path] == incremental.entries[path] {
                #expect(times[path] == firstTimes[path], "\(path) kept its bytes but was rewritten")
            }

            #expect(try await setup.run(["--full"]).reused == 0)
            let full = try FileTree(setup.output)
            #expect(full == incremental, "\(full.differences(from: incremental))")

            // A fixture-level answer, cut from a recorded batch of the other league.
            try setup.changeReferee(inBatchHolding: 92_300_001)
            #expect(try await setup.run().reused == 1)
            let refereed = try FileTree(setup.output)
            #expect(refereed != full)
            #expect(try await setup.run(["--full"]).reused == 0)
            #expect(try FileTree(setup.output) == refereed)
        }
    }

    @Test func anOptionOfEveryWorkbookOrSourceDateEpochChangedRebuildsWhatAFullRunWrites() async throws {
        try await ScratchDirectory.with { folder in
            var setup = try await IncrementalSetup.make(in: folder)
            #expect(try await setup.run().reused == 0)

            setup = try await IncrementalSetup.make(in: folder, playerSheets: "top")
            #expect(try await setup.run().reused == 0)
            let incremental = try FileTree(setup.output)
            #expect(try await setup.run(["--full"]).reused == 0)
            #expect(try FileTree(setup.output) == incremental)

            #expect(try await setup.run(epoch: "1700000000").reused == 0)
            let dated = try FileTree(setup.output)
            #expect(dated != incremental, "SOURCE_DATE_EPOCH reaches every workbook")
            #expect(try await setup.run(["--full"], epoch: "1700000000").reused == 0)
            #expect(try FileTree(setup.output) == dated)
            #expect(try await setup.run(epoch: "1700000000").reused == 2)
        }
    }

    @Test func aDamagedEntryIsRebuiltWithAWarning() async throws {
        try await ScratchDirectory.with { folder in
            let (setup, full, entries) = try await IncrementalSetup.afterFirstRun(in: folder)
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: entries[0])))
            bytes[bytes.count / 2] ^= 0x01
            try Data(bytes).write(to: URL(fileURLWithPath: entries[0]))
            try setup.touchOutputs()

            let rerun = try await setup.run()
            #expect(rerun.reused == 1)
            #expect(rerun.outcome.stderr.contains("is damaged"), "\(rerun.outcome.stderr)")
            #expect(try FileTree(setup.output) == full)
            #expect(try await setup.run().reused == 2, "the damaged entry was stored anew")
        }
    }

    @Test func checkNeverReadsTheStore() async throws {
        try await ScratchDirectory.with { folder in
            let setup = try await IncrementalSetup.make(in: folder)
            _ = try await setup.run()
            let name = try setup.firstTeamName()
            let poison = String(repeating: "X", count: name.utf8.count)
            for entry in try setup.storeEntries() { try IncrementalSetup.poison(entry, replacing: name, with: poison) }

            let check = try await ToolProcess.footballETL(["run", setup.pipeline, "--check"], environment: setup.environment())
            #expect(check.status == 0, "\(check.stderr)")

            // The poisoned entries pass their digest: a run that reads the store trusts them.
            try setup.touchOutputs()
            #expect(try await setup.run().reused == 2)
            let standings = try String(contentsOfFile: "\(setup.output)/csv/standings.csv", encoding: .utf8)
            #expect(standings.contains(poison))
        }
    }
}
