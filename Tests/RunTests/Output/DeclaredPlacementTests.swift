import Catalog
import Foundation
import Tabular
import TestSupport
import Testing
import Transform

/// Every dataset the demo generator answers, over three generated league-seasons, exported
/// partitioned by league and season: each table lands where its catalog entry declares. A
/// per-league-season table has a non-empty file in every league-season's folder and no shared
/// file; a shared table is one file beside the partitions, never inside one. Judged by the CSV
/// files as the run wrote them, read back line by line (a header line, then a line per row).
@Suite struct DeclaredPlacementTests {
    /// The shipped demo's datasets: everything `demo-recordings` generates answers for.
    static let datasets = [
        "leagues", "countries", "fixtures", "rounds", "fixture_details", "standings", "top_scorers", "top_assists", "squads",
        "{players: {from: [top_scorers, top_assists], seasons: 3}}", "transfers", "{head_to_head: {for: all, last: 5}}",
        "coaches", "odds_bookmakers", "odds_bets", "teams", "venues", "team_statistics", "injuries", "{predictions: {for: all}}",
        "odds", "trophies", "sidelined"
    ]

    @Test func everyGeneratedDatasetsTablesLandWhereTheirPlacementSays() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try await PartitionedOutputTests.recordings()
            let text = """
                name: placement
                source:
                  recorded: \(recordings)
                scope:
                  leagues: [\(PartitionedOutputTests.leagues.map(String.init).joined(separator: ", "))]
                  seasons: [2023]
                extract: [\(Self.datasets.joined(separator: ", "))]
                load:
                  csv: \(folder)/out/csv
                  partition_by: [league, season]

                """
            let pipeline = try TestPipeline.write(text, in: folder)
            let outcome = try await ToolProcess.footballETL(["run", pipeline])
            #expect(outcome.status == 0, "\(outcome.stderr)")

            let named = Set(
                Self.datasets.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "{")).prefix { $0 != ":" } }.map(String.init))
            let fed = Set(DatasetCatalog.all.filter { named.contains($0.name.rawValue) }.flatMap(\.tables))
            #expect(fed.count >= 30, "\(fed.count) tables fed")
            for entry in TableCatalog.all where fed.contains(entry.name.rawValue) {
                let name = entry.name.rawValue
                let sharedFile = "\(folder)/out/csv/\(name).csv"
                let partFiles = PartitionedOutputTests.leagues.map { "\(folder)/out/csv/league=\($0)/season=2023/\(name).csv" }
                if entry.placement.isPerLeagueSeason {
                    #expect(
                        !FileManager.default.fileExists(atPath: sharedFile),
                        "\(name): per league-season, but rows fell outside every partition")
                    for file in partFiles {
                        let rows = try Self.rowCount(file)
                        #expect(rows ?? 0 > 0, "\(name): per league-season, but \(file) is \(rows == nil ? "missing" : "empty")")
                    }
                } else {
                    #expect(try Self.rowCount(sharedFile) != nil, "\(name): shared, but no file beside the partitions")
                    for file in partFiles {
                        #expect(!FileManager.default.fileExists(atPath: file), "\(name): shared, but it landed in a partition")
                    }
                }
            }
        }
    }

    /// The data lines of the CSV file at `path` (after its header), or nil when there is none.
    private static func rowCount(_ path: String) throws -> Int? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        return max(lines.count - 1, 0)
    }
}
