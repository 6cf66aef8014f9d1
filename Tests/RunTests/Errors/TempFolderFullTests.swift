import Foundation
import TestSupport
import Testing

/// A temp folder (TMPDIR) whose files cannot grow stops the run with 74, names that folder,
/// and writes nothing. Each test runs the tool under a file-size limit (`ulimit -f`, KiB in
/// bash) with SIGXFSZ ignored, so writes past it fail with EFBIG as they would with ENOSPC on a
/// full disk. The limits sit between what the small subset's files need: the run's spool
/// about 150 KiB, the SQLite builder's database about 215 KiB, the Fixtures sheet's row file
/// about 450 KiB.
@Suite struct TempFolderFullTests {
    /// libxlsxwriter never checks its writes to a sheet's row file: the run used to close a
    /// workbook with a truncated, unreadable sheet and exit 0. Readers: the exit status,
    /// Python's json module for every stderr line (Tests/readback/json_lines.py), the folder.
    @Test func aRowFileThatCannotGrowStopsTheRunNamingTheTempFolder() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let pipeline = try TestPipeline.write(TestPipeline.recordedWithWorkbook("\(folder)/rec", output: "\(folder)/out"), in: folder)
            let temp = "\(folder)/tmp"
            try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
            let run = try await Self.run(pipeline, fileSizeLimitKiB: 300, temp: temp)
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

    /// The SQLite builder's database lives in the temp folder; its failure used to name the
    /// output database (and exit 73). Readers: the exit status and the error line.
    @Test func theSQLiteBuilderNamesTheTempFolder() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let pipeline = try TestPipeline.write(
                TestPipeline.recorded(
                    "\(folder)/rec", output: "\(folder)/out", load: ["csv: \(folder)/out/csv", "sqlite: \(folder)/out/football.sqlite"]),
                in: folder)
            let temp = "\(folder)/tmp"
            try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
            let run = try await Self.run(pipeline, fileSizeLimitKiB: 190, temp: temp)
            #expect(run.status == 74, "\(run.stderr.suffix(2_000))")
            #expect(
                run.stderr.contains("I/O error on \(temp): SQLite could not use its scratch files in the temp folder \(temp)"),
                "\(run.stderr.suffix(2_000))")
            #expect(!run.stderr.contains("out/football.sqlite"))
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out/football.sqlite"))
        }
    }

    /// `football-etl run pipeline --log-format json` with TMPDIR at `temp` and no file allowed
    /// past `fileSizeLimitKiB`.
    private static func run(_ pipeline: String, fileSizeLimitKiB: Int, temp: String) async throws -> ToolOutcome {
        try await ToolProcess.run(
            "/bin/bash",
            [
                "-c", #"trap '' XFSZ; ulimit -f "$2"; exec "$0" run "$1" --log-format json"#, try RepositoryPaths.requireBinary(), pipeline,
                "\(fileSizeLimitKiB)"
            ],
            environment: ["TMPDIR": temp])
    }
}
