import ArgumentParser
import Foundation
import Run

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a pipeline: extract, transform, and write every output.",
        discussion: """
            Writes the formats the pipeline's `load:` names: CSV, NDJSON, Parquet, SQLite, XLSX workbooks and PostgreSQL (merged by \
            league-season, in one transaction), and datapackage.json and manifest.json beside the files. Outputs are replaced atomically; \
            files whose bytes would not change are left alone, so Make does not rebuild what depends on them.

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

    @Option(
        name: .customLong("changes-only"),
        help: ArgumentHelp(
            "Also write the fixtures changed since the last run to this file, as NDJSON (new results, corrected events, changed "
                + "statistics, postponements); written before the outputs are committed, and empty when the run stops early.")
    )
    var changesOnly: String?

    @Option(
        help: ArgumentHelp(
            "Run only the league-seasons whose stable hash falls in shard I of N (1 ≤ I ≤ N), e.g. 2/3.", valueName: "I/N"))
    var shard: String?

    @Flag(
        help: ArgumentHelp(
            "With load.postgres, on a run of the whole scope (no --shard): delete shared rows (players, teams, venues…) this run no "
                + "longer writes, and say how many.")
    )
    var prune = false

    @Flag(
        help: "Build every league-season, reusing no stored result (the store under $XDG_CACHE_HOME/football-etl/store is still refreshed)."
    )
    var full = false

    @Flag(help: "Print the seconds spent in each phase as one JSON line on stderr, after the summary (for benchmarks); phases overlap.")
    var timings = false

    @OptionGroup var freshness: FreshnessFlags

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let shard, RunOptions.shard(shard) == nil {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N (e.g. 2/3), not '\(shard)'.")
        }
        if let depfile, depfile.contains(where: \.isNewline) {
            throw ValidationError(
                "--depfile's path holds a line break, which make cannot read in a dependency file; choose a path on one line.")
        }
        if prune, shard != nil {
            throw ValidationError("--prune needs a run of the whole scope: a shard would delete the other shards' shared rows.")
        }
    }

    func run() async throws {
        try await reportingFailures(output.log) {
            let log = output.log
            let pipeline = try PipelineFile.load(pipeline, keyOptional: freshness.offline)
            if prune, !PipelineFile.loadsPostgres(pipeline) {
                throw ValidationError(
                    "--prune deletes shared rows from the PostgreSQL schema, and this pipeline's load: names no postgres.")
            }
            let phases = timings ? PhaseTimings() : nil
            var options = RunOptions(
                check: check, depfile: depfile, timings: phases, shard: shard.flatMap(RunOptions.shard), changesFile: changesOnly,
                prune: prune)
            options.full = full
            options.useStore(
                of: pipeline, currentDirectory: FileManager.default.currentDirectoryPath, environment: ProcessInfo.processInfo.environment)
            let report = try await PipelineRunner(log: log, freshness: freshness.options).run(pipeline, options: options)
            RunSummary(report: report, pipeline: pipeline).print(to: log)
            if let phases { FileHandle.standardError.write(Data(phases.jsonLine.utf8)) }
            return report.exitStatus
        }
    }
}
