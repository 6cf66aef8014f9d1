import ArgumentParser
import Run

struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Show the requests a run needs and how many the cache and recordings already answer, without spending quota.",
        discussion: """
            With `source: api` it also asks the free `status` endpoint how many requests are left today and says whether they cover the \
            run (skip that with --offline). With `source: recorded` it exits 66 when any request has no recording, naming the first ten \
            and the league-seasons the folder can replay.

            Example:
              football-etl plan pipelines/first-export.yml
            """
    )

    @Argument(help: "The pipeline file.")
    var pipeline: String

    @OptionGroup var freshness: FreshnessFlags

    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await reportingFailures(output.log) {
            let pipeline = try PipelineFile.load(pipeline, keyOptional: true)
            let preview = try await PlanPreview.make(pipeline: pipeline, freshness: freshness.options)
            output.log.info("plan", PlanPreviewText(preview: preview, pipeline: pipeline).text)
            if let refusal = preview.refusal(for: pipeline) { throw refusal }
            return .success
        }
    }
}
