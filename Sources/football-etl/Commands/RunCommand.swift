import ArgumentParser
import Run

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a pipeline: extract, transform, and write every output.",
        discussion: """
            Outputs are replaced atomically; files whose bytes would not change are left alone, so Make does not rebuild what depends on them.

            Examples:
              football-etl run pipelines/demo.yml
              football-etl run pipelines/demo.yml --check      # exit 1 on drift
              football-etl run pipelines/demo.yml --depfile out/demo.d
            """
    )

    @Argument(help: "The pipeline file.")
    var pipeline: String

    @Flag(help: "Build everything, compare with the files on disk and write nothing; exit 1 when they differ.")
    var check = false

    @Option(help: "Also write a Makefile dependency file: outputs depend on the pipeline and every recording read.")
    var depfile: String?

    @Option(name: .customLong("changes-only"), help: "Also write the fixtures changed since the last run to this file, as NDJSON (new results, corrected events, changed statistics, postponements); written before the outputs are committed, and empty when the run stops early.")
    var changesOnly: String?

    @OptionGroup var freshness: FreshnessFlags

    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await reportingFailures(output.log) {
            let log = output.log
            let pipeline = try PipelineFile.load(pipeline)
            let options = RunOptions(check: check, depfile: depfile, changesFile: changesOnly)
            let report = try await PipelineRunner(log: log, freshness: freshness.options).run(pipeline, options: options)
            RunSummary(report: report, pipeline: pipeline).print(to: log)
            return report.exitStatus
        }
    }
}
