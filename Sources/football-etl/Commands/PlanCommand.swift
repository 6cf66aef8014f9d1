import ArgumentParser
import Extract
import PipelineSpec
import Run

struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Show the requests a run needs and how many the cache and recordings already answer, without spending quota.",
        discussion: """
            With `source: api` it also asks the free `status` endpoint how many requests are left today and says whether they cover the run (skip that with --offline).

            Example:
              football-etl plan pipelines/premier-league.yml
            """
    )

    @Argument(help: "The pipeline file.")
    var pipeline: String

    @OptionGroup var freshness: FreshnessFlags

    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await reportingFailures(output.log) {
            let pipeline = try PipelineFile.load(pipeline)
            let options = freshness.options
            let lookup = ResponseChain.storedAnswers(
                of: pipeline.source, environment: ResponseChainEnvironment(cacheLifetimes: options.cachePolicy(for: pipeline)))
            var preview = try await PlanPreview.make(
                pipeline: pipeline, lookup: lookup, planner: options.planner(for: pipeline, now: SystemClock().now()))
            preview.listsEveryRequest = options.offline
            preview.failedEarlier = RunState.failedRequestsPath(for: pipeline).flatMap(FailedRequestList.read(from:))
            if case .api(let api) = pipeline.source, !options.offline {
                switch await AccountState.remainingToday(api) {
                case .success(let remaining): preview.quotaRemaining = remaining
                case .failure(let unknown): preview.quotaUnknownReason = unknown.reason
                }
            }
            output.log.info("plan", PlanPreviewText(preview: preview, pipeline: pipeline).text)
            return .success
        }
    }
}
