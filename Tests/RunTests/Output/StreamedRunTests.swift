import APIModel
import Extract
import Foundation
import PipelineSpec
import Tabular
import TestSupport
import Testing
import Transform

@testable import Run
@testable import Staging
@testable import TableFiles

/// A run streams by league-season; its table files must hold exactly what building every table
/// of the whole run at once gives, each per-league-season table's rows grouped by league-season.
@Suite struct StreamedRunTests {
    @Test func everyTableFileIsTheWholeRunsTableGroupedByLeagueSeason() async throws {
        try await ScratchDirectory.with { folder in
            let path = try await PartitionedOutputTests.pipeline(in: folder, output: "\(folder)/out", partitioned: false)
            let outcome = try await ToolProcess.footballETL(["run", path])
            #expect(outcome.status == 0, "\(outcome.stderr)")

            let pipeline = try PipelineFile.load(path)
            let runner = PipelineRunner(log: RunLog(format: .json, quiet: true, isTerminal: false) { _ in })
            let whole = OutputTablesBuilder.build(from: try await runner.extract(pipeline).data, transform: pipeline.transform)
            let leagueSeasons = PartitionedOutputTests.leagues.map { LeagueSeason(league: $0, season: 2023) }
            let partitions = TablePartitions(keys: [.league, .season], leagueSeasons: leagueSeasons, tables: whole.tables)
            let writer = CSVTableWriter(dialect: pipeline.load.csvDialect)
            #expect(whole.tables.count >= 8)
            for table in whole.tables {
                let grouped = partitions.split(table).flatMap(\.table.rows)
                #expect(grouped.count == table.rows.count)
                let written = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/out/csv/\(table.name).csv"))
                #expect(Array(written) == writer.render(table.with(rows: grouped)), "\(table.name).csv")
            }
        }
    }
}
