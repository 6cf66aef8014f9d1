import Foundation
import Run
import TestSupport
import Testing

/// A run killed with SIGKILL while it builds its SQLite database leaves scratch in TMPDIR that
/// the next run removes. Judged by the file system itself, listed through FileManager.
@Suite struct KilledRunScratchTests {
    @Test func scratchOfARunKilledDuringTheSQLiteBuildIsRemovedByTheNextRun() async throws {
        let binary = try RepositoryPaths.requireBinary()
        try await ScratchDirectory.with { folder in
            let temp = "\(folder)/tmp"
            try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
            // A whole generated season, so the SQLite build lasts long enough for a kill to land in
            // it even on a loaded machine (two matches were over before a busy poller saw them).
            let recordings = try await DemoSeasonFixture.recordings()
            let pipeline = try TestPipeline.write(
                """
                name: killed-sqlite
                source:
                  recorded: \(recordings)
                scope:
                  leagues: [9001]
                  seasons: [2023]
                extract: [fixtures, fixture_details]
                load:
                  sqlite: \(folder)/out/football.sqlite

                """, in: folder)
            var landed = false
            for _ in 0..<Self.attempts where !landed {
                // Without the outputs of an attempt that ended first, the next run builds the
                // database again rather than finding nothing changed.
                try? FileManager.default.removeItem(atPath: "\(folder)/out")
                landed = try await Self.runKilledWhenSQLiteScratchAppears(binary, pipeline, temp: temp)
            }
            try #require(landed, "no kill landed during the SQLite build in \(Self.attempts) runs")
            #expect(!Self.entries(of: temp).isEmpty, "the killed run left no scratch, so the test proves nothing")

            let next = try await ToolProcess.footballETL(["run", pipeline], environment: ["TMPDIR": temp])

            #expect(next.status == ExitStatus.success.rawValue, "\(next.stderr)")
            #expect(Self.entries(of: temp) == [], "scratch left in TMPDIR after the next run")
        }
    }

    private static let attempts = 20

    /// Starts a full run (`--full`: a run that found its inputs unchanged since an attempt that
    /// ended would build no database) and kills it (SIGKILL) as soon as a `.sqlite` file appears
    /// under `temp`; false when the run ended first. The watch runs on a thread of its own: on a
    /// busy cooperative pool a `Task.sleep` can wake after the build is over.
    private static func runKilledWhenSQLiteScratchAppears(_ binary: String, _ pipeline: String, temp: String) async throws -> Bool {
        let environment = ToolProcess.environment(adding: ["TMPDIR": temp])
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
            Thread {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: binary)
                process.arguments = ["run", "--full", pipeline]
                process.environment = environment
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                do {
                    try process.run()
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                var killed = false
                while process.isRunning {
                    if entries(of: temp).contains(where: { $0.hasSuffix(".sqlite") }) {
                        kill(process.processIdentifier, SIGKILL)
                        killed = true
                        break
                    }
                    usleep(200)
                }
                process.waitUntilExit()
                continuation.resume(returning: killed && process.terminationReason == .uncaughtSignal)
            }.start()
        }
    }

    /// Everything below `folder`, as paths relative to it.
    private static func entries(of folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var entries: [String] = []
        while let entry = enumerator?.nextObject() as? String { entries.append(entry) }
        return entries.sorted()
    }
}
