import ArgumentParser
import PipelineSpec
import Run

struct RecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Fetch everything a `source: api` pipeline needs and save the responses as recordings.",
        discussion: """
            The recordings (envelopes only: no key, header or timestamp) let a `source: recorded` pipeline reproduce the export offline and in CI. Writes no tables.

            Example:
              API_FOOTBALL_KEY=… football-etl record pipelines/premier-league.yml --to pipelines/recordings/pl-2023
            """
    )

    @Argument(help: "A pipeline file with `source: api`.")
    var pipeline: String

    @Option(help: "The recordings folder (default: the pipeline's `source.api.record`).")
    var to: String?

    @OptionGroup var freshness: FreshnessFlags

    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await reportingFailures(output.log) {
            var pipeline = try PipelineFile.load(pipeline)
            guard case .api(var api) = pipeline.source else {
                throw ValidationError("record needs a pipeline with `source: api`; this one replays recordings already.")
            }
            guard let folder = to ?? api.recordDirectory else {
                throw ValidationError("say where to record: --to DIR, or `record:` under `source.api`.")
            }
            api.recordDirectory = folder
            pipeline.source = .api(api)
            let log = output.log
            let result = try await PipelineRunner(log: log, freshness: freshness.options).extract(pipeline)
            let counts = result.counts
            log.info("recorded", "recorded \(result.answered.count) responses in \(folder) (\(counts[.network] ?? 0) fetched, \(counts[.cache] ?? 0) from cache).")
            if let stop = result.stoppedBy {
                log.warning("stopped", "\(stop.description) \(result.remaining) known request(s) remain.")
                return ExitStatus(code: stop.exitCode)
            }
            return .success
        }
    }
}
