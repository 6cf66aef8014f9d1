import ArgumentParser
import Foundation
import Run

struct LeaguesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leagues",
        abstract: "Find leagues (and their ids) in the API's catalog.",
        discussion: """
            The catalog is one request, answered by recordings, the cache or the live API: name a pipeline whose source to use, or a \
            recordings folder. Matching ignores case and accents.

            Examples:
              football-etl leagues --recordings pipelines/recordings/demo \\
                  --search "super lig"
              football-etl leagues --pipeline pipelines/first-export.yml \\
                  --country England --current --format csv
            """
    )

    @Option(help: "Text in the league's name (or country and name).")
    var search: String?

    @Option(help: "The country's name.")
    var country: String?

    @Flag(help: "Only leagues with a current season.")
    var current = false

    @Option(help: "league or cup.")
    var type: String?

    @Option(help: "table (default), csv or ndjson.")
    var format: CatalogFormat = .table

    @Option(help: "Use this pipeline's source (recordings, cache, live API).")
    var pipeline: String?

    @Option(help: "Use this recordings folder.")
    var recordings: String?

    @OptionGroup var output: OutputOptions

    enum CatalogFormat: String, ExpressibleByArgument { case table, csv, ndjson }

    func validate() throws {
        if pipeline == nil && recordings == nil {
            throw ValidationError("say where the catalog comes from: --pipeline FILE or --recordings DIR.")
        }
        if pipeline != nil && recordings != nil { throw ValidationError("give --pipeline or --recordings, not both.") }
        if let search, search.allSatisfy(\.isWhitespace) {
            throw ValidationError("--search needs some text of a league's name; leave it out to list every league.")
        }
        if let type, !["league", "cup"].contains(type.lowercased()) { throw ValidationError("--type is league or cup.") }
    }

    func run() async throws {
        try await reportingFailures(output.log) {
            let source = try PipelineFile.source(pipeline: pipeline, recordings: recordings)
            let catalog = try await LeagueCatalogReader.catalog(from: source, log: output.log)
            let found = LeagueCatalogSearch(text: search, country: country, currentOnly: current, type: type).matches(in: catalog)
            let text: String =
                switch format {
                case .table: LeagueCatalogSearch.text(found, recorded: recordings.map { PipelineFile.recordedLeagueSeasons(in: $0) })
                case .csv: await LeagueCatalogExport.csv(found)
                case .ndjson: await LeagueCatalogExport.ndjson(found)
                }
            FileHandle.standardOutput.write(Data(text.utf8))
            return .success
        }
    }
}
