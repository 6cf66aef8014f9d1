import Foundation
import JSON
import PipelineSpec
import Run
import TestSupport
import Testing

@testable import Staging

/// Every table format (`OutputFormat.tableFormats`) goes everywhere a table format goes: a run
/// writes, partitions and times its files, the manifest sits above its folder, `validate` names
/// it, and `convert` has a flag named after it that writes it. A format left out of one of
/// those places fails here, whichever format it is.
@Suite struct TableFormatListTests {
    @Test(arguments: OutputFormat.tableFormats)
    func runWritesPartitionsAndTimesEveryTableFormat(_ format: OutputFormat) async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let folderOfFormat = "\(folder)/out/\(format.rawValue)"
            let load = ["\(format.rawValue): \(folderOfFormat)", "partition_by: [league, season]"]
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out", load: load), in: folder)
            let outcome = try await ToolProcess.footballETL(["run", pipeline, "--quiet", "--timings"], in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")

            let tree = try FileTree(folderOfFormat)
            let partitioned = "league=9001/season=2023/fixtures.\(format.fileExtension)"
            #expect(tree.files.contains(partitioned), "\(tree)")
            #expect(tree.files.contains("leagues.\(format.fileExtension)"), "\(tree)")
            // The manifest sits in the deepest folder holding every output: the format's own.
            guard case .array(let listed)? = try ManifestText.object(at: "\(folderOfFormat)/manifest.json")["outputs"] else {
                Issue.record("no outputs in the manifest of \(format)")
                return
            }
            #expect(listed.compactMap(Self.path(of:)).contains(partitioned), "\(listed)")

            let line = try #require(outcome.stderrLines.last)
            guard case .object(let record) = try JSONParser.parse(Array(line.utf8)), case .object(let phases)? = record["phases"] else {
                Issue.record("not a timings record: \(line)")
                return
            }
            #expect(phases[format.rawValue] != nil, "\(line)")
            #expect(PipelineFile.describe(try PipelineFile.load(pipeline)).hasSuffix("writes \(format.rawValue)."))
        }
    }

    @Test(arguments: OutputFormat.tableFormats)
    func convertHasAFlagNamedAfterEveryTableFormatAndWritesIt(_ format: OutputFormat) async throws {
        let help = try await ToolProcess.footballETL(["convert", "--help"])
        #expect(help.stdout.contains("--\(format.rawValue) <"), "\(help.stdout)")
        #expect(ConvertOutputs().usageProblem?.contains("--\(format.rawValue)") == true)

        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let outcome = try await ToolProcess.footballETL(
                ["convert", "\(folder)/rec", "--\(format.rawValue)", "\(folder)/out"], in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(try FileTree("\(folder)/out").files.contains("fixtures.\(format.fileExtension)"))
        }
    }

    /// `convert --load` with a `postgres:` and one table format writes that format: not a usage
    /// error for naming nothing convert writes.
    @Test(arguments: OutputFormat.tableFormats)
    func aTableFormatBesidePostgresIsAnOutputForConvert(_ format: OutputFormat) throws {
        let yaml = """
            name: formats
            source:
              recorded: rec
            scope:
              leagues: [9001]
              seasons: [2023]
            extract: [fixtures]
            load:
              \(format.rawValue): out/\(format.rawValue)
              postgres: {url: ""}

            """
        let load = try PipelineLoader.decode(bytes: Array(yaml.utf8), path: "p.yml", environment: [:]).load
        #expect(format.tableDirectory(in: load) == "out/\(format.rawValue)")
        #expect(OutputFormat.allCases.filter { $0.isNamed(in: load) } == [format])
        let unwritten = try #require(ConvertOutputs(loadFile: "p.yml").unwritten(in: load))
        #expect(!unwritten.leavesNoOutput)
    }

    private static func path(of output: JSONValue) -> String? {
        guard case .object(let object) = output, case .string(let path)? = object["path"] else { return nil }
        return path
    }
}
