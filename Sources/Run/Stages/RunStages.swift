import APIModel
import CPUWork
import Extract
import FileIO
import Load
import PipelineSpec
import Staging
import TableFiles
import Tabular
import Transform
import XLSXOutput

/// The stages of one run, in the order `PipelineRunner.run` calls them: the season level
/// (plan, fetch, the shared tables), the outputs begun, each league-season exported (its fixture
/// level fetched, its tables built and handed to the sinks, its workbook queued), the finish
/// (the session's: the files, the manifest, the database, the commit or the check). What each output does is
/// Load's (`OutputSession`); this says only the order.
struct RunStages {
    let pipeline: Pipeline
    let options: RunOptions
    let timings: PhaseTimings
    let log: RunLog
    let extraction: StreamingExtraction

    /// Fetches the season level of every league-season and builds the tables they share; plans
    /// each league-season's fixture level once.
    func extractSeasonLevel() async throws -> StageOutcome<SeasonLevel> {
        let fetched = try await timings.measure(.parseDecode) { try await extraction.seasonLevel() }
        if let stop = fetched.stoppedBy { return .stopped(RunStop(error: stop, remaining: fetched.remaining)) }
        let leagueSeasons = try extraction.leagueSeasons(knowing: fetched.data)
        let shared = await timings.measure(.tables) { [pipeline, data = fetched.data] in
            await CPUJobs.offPool {
                OutputTablesBuilder.build(from: data, transform: pipeline.transform, joinWarnings: false) {
                    !$1.isPerLeagueSeason && pipeline.extract.writesTable($0)
                }
            }
        }
        // The shared tables hold what their answers said: keep only what league-seasons' tables read.
        let share = fetched.data.leagueSeasonShare
        try extraction.planFixtureLevels(of: leagueSeasons, from: share)
        return .done(
            SeasonLevel(data: share, leagueSeasons: leagueSeasons, shared: shared, reuse: reuse(of: leagueSeasons, shared: shared)))
    }

    /// Opens the run's output session: finishes any interrupted commit, reads the previous
    /// manifest, and hands it the shared tables.
    func beginOutputs(for seasonLevel: SeasonLevel) throws -> RunOutputs {
        let workbookPlan = workbookPlan(for: seasonLevel)
        let session = try OutputSession(
            name: pipeline.name, pipelineFile: pipeline.origin.path, load: pipeline.load,
            pipelineSHA256: ContentDigest.sha256(pipeline.origin.bytes), check: options.check,
            shard: ShardFiles(options.shard),
            catalogOrder: TableName.allCases.map(\.rawValue), toolVersion: ToolVersion.current, timings: timings
        ) { [log] notice in
            notice.isWarning ? log.warning(notice.event, notice.message) : log.info(notice.event, notice.message)
        }
        let workbookPaths = seasonLevel.leagueSeasons.compactMap { workbookPlan?.path(of: $0) }
        try session.begin(workbookPaths: workbookPaths)
        if let other = session.foreignManifestPipeline {
            log.warning(
                "foreign_manifest",
                "\(session.manifestPath) was written by pipeline \(named(other.name, other.path, session)), "
                    + "not \(named(pipeline.name, session.manifestPipelinePath, session)): "
                    + "treated as absent (no changes listed, no file of it removed) and replaced by this run's. "
                    + "Give each pipeline its own output folder (a PostgreSQL-only pipeline keeps its manifest in the current folder).")
        }
        log.expectWorkbooks(workbookPaths.count)
        try session.receiveShared(seasonLevel.shared.tables)
        return RunOutputs(session: session, workbookPlan: workbookPlan)
    }

    /// The season workbooks the pipeline writes for the season level's league-seasons; nil
    /// without `xlsx:`.
    func workbookPlan(for seasonLevel: SeasonLevel) -> SeasonWorkbooks? {
        pipeline.load.xlsx.map {
            SeasonWorkbooks(spec: $0, load: pipeline.load, data: seasonLevel.data, leagueSeasons: seasonLevel.leagueSeasons)
        }
    }

    /// One league-season at a time: its fixture level fetched, its tables built and handed to the
    /// sink, its workbook rendered on another task while the next one is fetched; then its share
    /// of the season level is released.
    func exportLeagueSeasons(_ seasonLevel: inout SeasonLevel, into outputs: RunOutputs) async throws -> StageOutcome<LeagueSeasonTotals> {
        var totals = LeagueSeasonTotals()
        let leagueSeasons = seasonLevel.leagueSeasons
        do {
            for (index, leagueSeason) in leagueSeasons.enumerated() {
                await outputs.session.workbooks.waitForRoom()
                if let stored = seasonLevel.reuse?.reused(leagueSeason, workbookPath: outputs.workbookPlan?.path(of: leagueSeason)) {
                    try hand(stored, of: leagueSeason, index: index, to: outputs, totals: &totals)
                    seasonLevel.data.remove(leagueSeason)
                    continue
                }
                let later = leagueSeasons[(index + 1)...]
                let fetched = try await timings.measure(.parseDecode) {
                    try await extraction.fixtureLevel(of: leagueSeason, from: seasonLevel.data, later: later)
                }
                if let stop = fetched.stoppedBy {
                    seasonLevel.reuse?.discard()
                    await outputs.session.workbooks.discard()
                    return .stopped(RunStop(error: stop, remaining: fetched.remaining + extraction.requests(of: later).count))
                }
                // The tables live only in this call and in the workbook's job, which lets them go
                // once the document is built.
                let contribution = (answered: fetched.answered, warnings: fetched.warnings, skips: fetched.plan.skipped)
                let tables = await built(consume fetched)
                // The answers just released (and, below, the league-season once handed on) were
                // freed in the malloc arenas of the threads that parsed and built them; handed
                // back, they do not stay resident under the next league-season's peak.
                ProcessMemory.returnFreePages()
                let summary = LeagueSeasonSummary(tables)
                seasonLevel.reuse?.keep(
                    leagueSeason, output: tables, summary: summary, fetched: contribution.answered, warnings: contribution.warnings,
                    skips: contribution.skips, workbookPath: outputs.workbookPlan?.path(of: leagueSeason))
                try hand(tables, summary, of: leagueSeason, index: index, shared: seasonLevel.shared, to: outputs, totals: &totals)
                seasonLevel.data.remove(leagueSeason)
                ProcessMemory.returnFreePages()
            }
        } catch {
            seasonLevel.reuse?.discard()
            await outputs.session.workbooks.discard()
            throw error
        }
        try extraction.finished()
        log.finishProgress()
        seasonLevel.data = ExtractedData()
        return .done(totals)
    }

    /// A league-season's own tables, built from its fetched answers, which are released on return.
    private func built(_ fetched: consuming ExtractionResult) async -> TransformOutput {
        let data = fetched.data.withoutCatalogs
        return await timings.measure(.tables) { [pipeline] in
            await CPUJobs.offPool {
                OutputTablesBuilder.build(from: data, transform: pipeline.transform, joinWarnings: true) {
                    $1.isPerLeagueSeason && pipeline.extract.writesTable($0)
                }
            }
        }
    }

    /// Hands a league-season's tables to the sinks, counts them and its workbook to the queue.
    private func hand(
        _ tables: TransformOutput, _ summary: LeagueSeasonSummary, of leagueSeason: LeagueSeason, index: Int, shared: TransformOutput,
        to outputs: RunOutputs, totals: inout LeagueSeasonTotals
    ) throws {
        try outputs.session.receive(LeagueSeasonTables(leagueSeason: leagueSeason, index: index, tables: tables.tables))
        totals.add(tables, summary)
        if let workbook = outputs.workbookPlan?.workbook(of: leagueSeason, tables: tables.tables + shared.tables) {
            try outputs.session.workbooks.submit(workbook)
        }
    }

    /// `name (file)`, the file a manifest's `pipeline.path` as the run names it; the name alone without one.
    private func named(_ name: String, _ path: String?, _ session: OutputSession) -> String {
        path.map { "\(name) (\(ManifestPipelinePath.resolved($0, manifestPath: session.manifestPath)))" } ?? name
    }
}
