import ArgumentParser
import Run

struct RecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Fetch everything a `source: api` pipeline needs and save the responses as recordings.",
        discussion: """
            The recordings (envelopes only: no key, header or timestamp) let a `source: recorded` pipeline reproduce the export offline \
            and in CI. Writes no tables.

            Example:
              API_FOOTBALL_KEY=… football-etl record pipelines/first-export.yml \\
                  --to pipelines/recordings/pl-2023
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
            let recording: PipelineFile.Recording
            do {
                recording = try PipelineFile.loadForRecording(pipeline, to: to, offline: freshness.offline)
            } catch let refusal as PipelineFile.RecordingRefusal {
                throw ValidationError(refusal.message)
            }
            return try await recording.run(log: output.log, freshness: freshness.options)
        }
    }
}
