import Foundation
import TestSupport
import Testing

/// `run --depfile` in a Makefile: make reruns the export when a recording it read changes, and
/// only then. Inputs are dated 2020 and outputs are aged to 2021 before a recording is touched
/// (dated now), so no step depends on clock resolution or waiting.
@Suite struct MakefileIntegrationTests {
    private static let touched = "rec/standings/league=9001&season=2023.json"

    @Test func makeRerunsOnlyWhenARecordingTheDepfileListsIsTouched() async throws {
        try await MakeProject.with { project in
            let first = try await project.make()
            #expect(first.ranExport, "\(first.stdout)\(first.stderr)")
            let depfile = try String(contentsOfFile: "\(project.folder)/out.d", encoding: .utf8)
            #expect(depfile.contains(#"rec/standings/league\=9001&season\=2023.json"#), "\(depfile)")
            #expect(depfile.contains("out/manifest.json: \\\n  pipeline.yml"))

            let second = try await project.make()
            #expect(!second.ranExport && second.stdout.contains("'out/manifest.json' is up to date."), "\(second.stdout)")

            try project.ageOutputs()
            try project.touch(Self.touched)
            let third = try await project.make()
            #expect(third.ranExport, "\(third.stdout)")
        }
    }

    /// Unescaped, `out/100%/…: rec/…` in the depfile is a pattern rule without a recipe, which
    /// cancels instead of adding prerequisites: make would never rerun for a touched recording.
    @Test func aPercentInTheOutputFolderIsEscapedSoMakeStillFollowsTheRecordings() async throws {
        try await MakeProject.with(output: "out/100%") { project in
            let first = try await project.make()
            #expect(first.ranExport, "\(first.stdout)\(first.stderr)")
            let depfile = try String(contentsOfFile: "\(project.folder)/out.d", encoding: .utf8)
            #expect(depfile.contains(#"out/100\%/manifest.json: \"#), "\(depfile)")
            try project.ageOutputs()
            #expect(!(try await project.make()).ranExport)
            try project.touch(Self.touched)
            let third = try await project.make()
            #expect(third.ranExport, "make reran the export after a recording changed: \(third.stdout)")
        }
    }

    @Test func makeSettlesAfterARerunThatChangedNothing() async throws {
        try await MakeProject.with { project in
            _ = try await project.make()
            try project.ageOutputs()
            try project.touch(Self.touched)
            let rerun = try await project.make()
            #expect(rerun.ranExport)

            // The rerun wrote the same bytes, so it kept every output's mtime; the rule's target
            // must still end up newer than the touched recording, or make reruns forever.
            let next = try await project.make()
            #expect(!next.ranExport, "make ran the export again although nothing changed: \(next.stdout)")
        }
    }
}

/// A temp folder with a Makefile whose one rule runs `football-etl run --depfile` over a copy
/// of three demo recordings, and `-include`s the depfile.
struct MakeProject {
    /// The project folder: Makefile, pipeline.yml, rec/, and after a make the output folder and out.d.
    let folder: String
    /// The output folder, relative to `folder` (`out` unless a test needs a name make reads specially).
    let output: String

    /// The rule's target, the manifest, as make spells it in a Makefile (`%` escaped).
    private var goal: String { "\(output.replacingOccurrences(of: "%", with: "\\%"))/manifest.json" }

    private var makefile: String {
        """
        \(goal): pipeline.yml
        \t$(ETL) run pipeline.yml --depfile out.d --quiet
        -include out.d

        """
    }

    private var pipeline: String {
        """
        name: make-project
        source:
          recorded: rec
        scope:
          leagues: [9001]
          seasons: [2023]
        extract: \(TestPipeline.smallExtract)
        load:
          csv: \(output)/csv
          ndjson: \(output)/ndjson

        """
    }

    /// Sets the project up with every input dated 2020 and runs `body`.
    static func with(output: String = "out", _ body: (MakeProject) async throws -> Void) async throws {
        try await ScratchDirectory.with { folder in
            let project = MakeProject(folder: folder, output: output)
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            try project.makefile.write(toFile: "\(folder)/Makefile", atomically: true, encoding: .utf8)
            try project.pipeline.write(toFile: "\(folder)/pipeline.yml", atomically: true, encoding: .utf8)
            try FileTree.setModificationDates(below: folder, to: year(2020))
            try await body(project)
        }
    }

    /// Runs make in the project, naming the goal (make never takes a target with `%` as its default).
    func make() async throws -> MakeOutcome {
        let binary = try RepositoryPaths.requireBinary()
        let arguments = ["make", "--no-print-directory", "ETL=\(binary)", "\(output)/manifest.json"]
        let outcome = try await ToolProcess.run("/usr/bin/env", arguments, in: folder)
        #expect(outcome.status == 0, "make failed: \(outcome.stdout)\(outcome.stderr)")
        return MakeOutcome(stdout: outcome.stdout, stderr: outcome.stderr, ranExport: outcome.stdout.contains("\(binary) run pipeline.yml"))
    }

    /// Dates every output 2021: made after the inputs, long before now.
    func ageOutputs() throws {
        try FileTree.setModificationDates(below: "\(folder)/\(output)", to: Self.year(2021))
    }

    /// Dates one input (relative path) now, as `touch` does.
    func touch(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: "\(folder)/\(path)")
    }

    private static func year(_ year: Int) -> Date {
        Date(timeIntervalSince1970: Double((year - 1970) * 365 + (year - 1969) / 4) * 86_400)
    }
}

/// What one make invocation printed and whether it ran the export.
struct MakeOutcome {
    /// What make printed: the recipes it ran, or that the target is up to date.
    let stdout: String
    let stderr: String
    /// Whether make ran `football-etl run`.
    let ranExport: Bool
}
