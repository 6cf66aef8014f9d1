import ArgumentParser
import Run

/// The `football-etl` command: exports API-Football data to CSV, NDJSON and XLSX.
@main
struct FootballETL: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "football-etl",
        abstract: "Export API-Football v3 data (live or recorded) to CSV, NDJSON and XLSX workbooks.",
        discussion: """
            A pipeline file (YAML) says what to extract, how to shape it and where to write it.
            Start with the recorded demo:  football-etl run pipelines/demo.yml

            Exit codes:
            \(ExitStatus.allCases.map { "  \($0.rawValue)  \($0.meaning)" }.joined(separator: "\n"))
            """,
        version: ToolVersion.current,
        subcommands: [
            RunCommand.self, ValidateCommand.self, PlanCommand.self, RecordCommand.self,
            ConvertCommand.self, LeaguesCommand.self, SchemaCommand.self,
        ]
    )
}
