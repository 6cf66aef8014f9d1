import ArgumentParser
import Run

struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a pipeline file without running it (exit 78 with file:line:column on a mistake).",
        discussion: """
            Example:
              football-etl validate pipelines/demo.yml
            """
    )

    @Argument(help: "The pipeline file.")
    var pipeline: String

    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await reportingFailures(output.log) {
            let loaded = try PipelineFile.load(pipeline, keyOptional: true)
            output.log.info("valid", PipelineFile.describe(loaded))
            return .success
        }
    }
}
