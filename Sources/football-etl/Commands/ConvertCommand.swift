import ArgumentParser
import Run

struct ConvertCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Turn saved API-Football responses into CSV and NDJSON tables.",
        discussion: """
            Reads any envelope files (a folder is searched for *.json), detects each one's endpoint from its `get` and `parameters`, builds every table it can, and lists the files it could not use. Exit 0 when every file was used, 65 when some were not (the tables are written).

            Example:
              football-etl convert ~/saved-responses --out output/converted
            """
    )

    @Argument(help: "Envelope files or folders of them.")
    var inputs: [String]

    @Option(help: "The folder for <table>.csv and <table>.ndjson.")
    var out: String

    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await reportingFailures(output.log) {
            let log = output.log
            let outcome = try SavedResponseConverter().convert(inputs, into: out)
            for unused in outcome.unused {
                log.warning("unused_file", "not used: \(unused.path): \(unused.reason)")
            }
            for warning in outcome.warnings {
                log.warning("transform_warning", warning)
            }
            let tables = outcome.tables.map { "  \($0.name): \($0.rows) rows" }.joined(separator: "\n")
            log.info("converted", "used \(outcome.used.count) of \(outcome.used.count + outcome.unused.count) files; wrote \(outcome.tables.count) tables to \(out)\n\(tables)")
            if !outcome.unused.isEmpty { throw RunError.unusableInputs(count: outcome.unused.count) }
            return .success
        }
    }
}
