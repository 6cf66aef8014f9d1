import APIModel
import Extract
import Load
import PipelineSpec
import Staging
import Tabular
import Transform
import XLSXOutput

extension RunStages {
    /// The store's view of this run's league-seasons, from the season level just fetched
    /// (nil when the run keeps no store, or an earlier run's refusals hold).
    func reuse(of leagueSeasons: [LeagueSeason], shared: TransformOutput) -> LeagueSeasonReuse? {
        guard !extraction.refusesEarlierRequests else { return nil }
        return timings.measure(.parseDecode) {
            LeagueSeasonReuse(
                pipeline: pipeline, options: options, seasonLevel: extraction.answered.map(\.request), shared: shared.tables,
                leagueSeasons: leagueSeasons, plans: { extraction.requests(of: [$0]) }, cachedAnswers: extraction.cachedAnswers, log: log)
        }
    }

    /// Hands a reused league-season's stored tables to the sink as if built, counts them and
    /// its extract contribution, and puts its stored workbook in place of a render.
    func hand(
        _ stored: StoredLeagueSeason, of leagueSeason: LeagueSeason, index: Int, to outputs: RunOutputs, totals: inout LeagueSeasonTotals
    ) throws {
        extraction.adopt(answered: stored.answered, warnings: stored.warnings, skips: stored.skips)
        try outputs.session.receive(LeagueSeasonTables(leagueSeason: leagueSeason, index: index, tables: stored.output.tables))
        totals.add(stored.output, stored.summary)
        if let workbook = stored.workbook {
            log.workbookReused()
            try outputs.session.workbooks.submitStored(
                at: workbook.path, bytes: workbook.bytes, sheets: workbook.sheets, warnings: workbook.warnings)
        }
    }
}
