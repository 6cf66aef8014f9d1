import ArgumentParser
import Run

struct ConvertCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Turn saved API-Football responses into CSV, NDJSON, Parquet, SQLite and XLSX.",
        discussion: """
            Writes every format a pipeline's `load:` can: CSV and NDJSON tables (--out DIR for both, or --csv/--ndjson), Parquet \
            (--parquet DIR), one SQLite database (--sqlite FILE), the season workbooks (--xlsx TEMPLATE), and datapackage.json beside \
            them; or, with --load PIPELINE, exactly what that pipeline's `load:` names. Reads any envelope files (a folder is searched \
            for *.json), detects each one's endpoint from its `get` and `parameters`, builds every table it can, and lists the files it \
            could not use. Exit 0 when every file was used, 65 when some were not (the tables are written).

            Example:
              football-etl convert ~/saved-responses --out output/converted
              football-etl convert ~/saved-responses --parquet output/converted/parquet \\
                  --sqlite output/converted/football.sqlite
              football-etl convert ~/saved-responses \\
                  --xlsx 'output/converted/{league_slug}-{season}.xlsx'
              football-etl convert ~/saved-responses --load pipelines/demo.yml
            """
    )

    @Argument(help: "Envelope files or folders of them.")
    var inputs: [String]

    @Option(help: "The folder for <table>.csv and <table>.ndjson.")
    var out: String?

    @Option(help: "The folder for <table>.csv (instead of --out).")
    var csv: String?

    @Option(help: "The folder for <table>.ndjson (instead of --out).")
    var ndjson: String?

    @Option(help: "The folder for <table>.parquet (zstd pages).")
    var parquet: String?

    @Option(help: "One SQLite database holding every table.")
    var sqlite: String?

    @Option(
        help: ArgumentHelp(
            "Also write the season workbook for every league-season with fixtures: a path ending in .xlsx with {league}, {league_slug} "
                + "and {season} (e.g. out/{league_slug}-{season}.xlsx).")
    )
    var xlsx: String?

    @Option(
        name: .customLong("load"),
        help: "A pipeline file whose `load:` names the outputs (instead of the flags above) and whose `transform:` builds the tables.")
    var loadFile: String?

    @OptionGroup var output: OutputOptions

    private var outputs: ConvertOutputs {
        ConvertOutputs(out: out, csv: csv, ndjson: ndjson, parquet: parquet, sqlite: sqlite, xlsx: xlsx, loadFile: loadFile)
    }

    func validate() throws {
        if let problem = outputs.usageProblem { throw ValidationError(problem) }
    }

    func run() async throws {
        try await reportingFailures(output.log) {
            let log = output.log
            let spec = try outputs.spec()
            let load = spec.load
            if let unwritten = outputs.unwritten(in: load) {
                if unwritten.leavesNoOutput {
                    throw ValidationError("\(unwritten.message); the file names no other output for convert to write")
                }
                log.warning("postgres_not_loaded", unwritten.message)
            }
            let converter = SavedResponseConverter(transform: spec.transform, answerLimit: spec.answerLimit)
            let outcome = try await converter.convert(inputs, load: load, pipelineSHA256: spec.pipelineSHA256)
            for unused in outcome.unused {
                log.warning("unused_file", "not used: \(unused.path): \(unused.reason)")
            }
            for warning in outcome.warnings {
                log.warning("transform_warning", warning)
            }
            let tables = outcome.tables.map { "  \($0.name): \($0.rows) rows" }.joined(separator: "\n")
            log.info(
                "converted",
                "used \(outcome.used.count) of \(outcome.used.count + outcome.unused.count) files; wrote \(outcome.tables.count) tables "
                    + "to \(outcome.outputs.count) files\n\(tables)"
            )
            if !outcome.unused.isEmpty { throw RunError.unusableInputs(count: outcome.unused.count) }
            return .success
        }
    }
}
