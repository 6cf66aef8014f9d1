import TestSupport
import Foundation
import Testing

/// libxlsxwriter never checks its writes to the temporary file that holds each sheet's rows:
/// when that file could not grow, the run closed a workbook with a truncated sheet (unreadable)
/// and exited 0. Now the run stops with 74, names the temp folder, and writes nothing.
@Suite struct WorkbookTempFolderFullTests {
    /// The file-size limit (`ulimit -f`, KiB in bash) lets the run's spool (under 256 KiB) grow
    /// but not the Fixtures sheet's row file (about 450 KiB); SIGXFSZ is ignored so the writes
    /// fail with EFBIG, as they would with ENOSPC on a full disk. Readers: the exit status,
    /// Python's json module for every stderr line (Tests/readback/json_lines.py), the folder.
    @Test func aRowFileThatCannotGrowStopsTheRunNamingTheTempFolder() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let pipeline = try TestPipeline.write(TestPipeline.recordedWithWorkbook("\(folder)/rec", output: "\(folder)/out"), in: folder)
            let temp = "\(folder)/tmp"
            try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
            let binary = try RepositoryPaths.requireBinary()
            let run = try await ToolProcess.run(
                "/bin/bash", ["-c", #"trap '' XFSZ; ulimit -f 300; exec "$0" run "$1" --log-format json"#, binary, pipeline],
                environment: ["TMPDIR": temp])
            #expect(run.status == 74, "\(run.stderr.suffix(2_000))")
            #expect(run.stderr.contains("temporary file of the workbook in \(temp)"), "\(run.stderr.suffix(2_000))")
            // The workbook is named as the output it stands for, not its temp file.
            #expect(run.stderr.contains("cannot write workbook \(folder)/out/premier-division-2023.xlsx:"))
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out/premier-division-2023.xlsx"))
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out/manifest.json"))
            let stderrPath = "\(folder)/stderr.txt"
            try run.stderr.write(toFile: stderrPath, atomically: true, encoding: .utf8)
            _ = try PythonScript.output(
                of: RepositoryPaths.root + "/Tests/readback/json_lines.py", [stderrPath], failure: "stderr is not one JSON object per line")
        }
    }
}
