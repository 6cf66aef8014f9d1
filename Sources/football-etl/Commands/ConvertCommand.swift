import ArgumentParser
import Run

struct ConvertCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Turn saved API-Football responses into CSV and NDJSON tables.",
        discussion: """
            Writes CSV and NDJSON tables, and XLSX workbooks with --xlsx (Parquet and SQLite come from `run` with a `load:` naming them). Reads any envelope files (a folder is searched for *.json), detects each one's endpoint from its `get` and `parameters`, builds every table it can, and lists the files it could not use. Exit 0 when every file was used, 65 when some were not (the tables are written).

            Example:
              football-etl convert ~/saved-responses --out output/converted
              football-etl convert ~/saved-responses --out output/converted --xlsx 'output/converted/{league_slug}-{season}.xlsx'
            """
    )

    @Argument(help: "Envelope files or folders of them.")
    var inputs: [String]

    @Option(help: "The folder for <table>.csv and <table>.ndjson.")
    var out: String

    @Option(help: "Also write the season workbook for every league-season with fixtures: a path ending in .xlsx with {league}, {league_slug} and {season} (e.g. out/{league_slug}-{season}.xlsx).")
    var xlsx: String?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let xlsx, SavedResponseConverter(workbookTemplate: xlsx) == nil {
            throw ValidationError("--xlsx '\(xlsx)' is not a workbook path: it must end in .xlsx, and its only placeholders may be {league}, {league_slug} and {season}")
        }
    }

    func run() async throws {
        try await reportingFailures(output.log) {
            let log = output.log
            let converter = xlsx.flatMap { SavedResponseConverter(workbookTemplate: $0) } ?? SavedResponseConverter()
            let outcome = try converter.convert(inputs, into: out)
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
