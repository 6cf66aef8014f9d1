import ArgumentParser
import Run

struct SchemaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 7) of pipeline files, for editors.",
        discussion: """
            Pipelines start with `# yaml-language-server: $schema=../schema/pipeline.schema.json` so editors complete and check them; \
            this prints that schema.

            Example:
              football-etl schema > schema/pipeline.schema.json
            """
    )

    func run() async throws {
        print(PipelineFile.schemaText, terminator: "")
    }
}
