import ArgumentParser
import Foundation
import Run

/// The `football-etl` command: exports API-Football data to CSV, NDJSON, Parquet, SQLite, XLSX, PostgreSQL and a data package.
@main
struct FootballETL: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "football-etl",
        abstract:
            "Export API-Football v3 data (live or recorded) to CSV, NDJSON, Parquet, SQLite, XLSX workbooks, PostgreSQL and a "
            + "Frictionless data package.",
        discussion: """
            A pipeline file (YAML) says what to extract, how to shape it and where to write it.
            `load:` names the outputs: csv, ndjson, parquet, sqlite, xlsx (a workbook per league-season),
            postgres (a schema, merged by league-season);
            datapackage.json and manifest.json are written beside them.
            A first export without a key, on the demo recordings:
              football-etl run pipelines/first-export-demo.yml
            The same from the live API (needs API_FOOTBALL_KEY):
              football-etl run pipelines/first-export.yml
            validate and plan need no key; plan says how many requests need one.

            Exit codes:
            \(ExitStatus.allCases.map { "  \($0.rawValue)  \($0.meaning)" }.joined(separator: "\n"))
            """,
        version: ToolVersion.current,
        subcommands: [
            RunCommand.self, ValidateCommand.self, PlanCommand.self, RecordCommand.self,
            ConvertCommand.self, LeaguesCommand.self, DatasetsCommand.self, SchemaCommand.self
        ]
    )

    /// Parses and runs the command, after refusing a first word that names no subcommand with a
    /// suggestion (`runn`: did you mean 'run'?), exit 64.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let commands = configuration.subcommands.map { $0._commandName } + ["help"]
        if let first = arguments.first, let refusal = CommandSuggestion.refusal(for: first, commands: commands) {
            FileHandle.standardError.write(Data("error: \(refusal)\n".utf8))
            Self.exit(withError: ExitCode(ExitStatus.usage.rawValue))
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            Self.exit(withError: error)
        }
    }
}
