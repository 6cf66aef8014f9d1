import APIModel
import Extract
import FileIO
import Load
import PipelineSpec
import Staging
import Tabular
import Transform

extension RunStages {
    /// Finishes the run's output session (Load's: every output staged, the databases merged, the
    /// files committed or compared) with what the manifest says of the run, writing the changes
    /// file just before the commit, and reports the run.
    func finish(_ outputs: RunOutputs, seasonLevel: SeasonLevel, totals: LeagueSeasonTotals) async throws -> RunReport {
        let session = outputs.session
        let changes = FixtureChange.between(session.previous.fixtures, totals.fixtureStates.sorted { $0.id < $1.id })
        let run = SessionRun(leagueSeasons: seasonLevel.leagueSeasons, prune: options.prune, manifest: manifestInputs(seasonLevel, totals))
        let outcome = try await session.finish(run) {
            // Before the commit: a crash after it must not lose the changes (they are listed again, never lost).
            if let path = options.changesFile, !options.check { try ChangesFile.write(changes, to: path) }
        }
        if let depfile = options.depfile, !options.check {
            try DepfileWriter.write(to: depfile, pipeline: pipeline, outputs: session.stagedPaths, answered: extraction.answered)
        }
        return RunReport(
            tables: outcome.tableRows.map { TableRowCount(name: $0.name, rows: $0.rows) }, outputs: outcome.committed,
            check: outcome.check, manifestPath: session.manifestPath, requests: outcome.manifest.requests,
            warnings: outcome.manifest.warnings, skipped: outcome.manifest.skipped, stoppedBy: nil, remainingRequests: 0
        ).with(changes: changes).with(database: outcome.database)
    }

    /// What the manifest says of the run besides its outputs: scope, requests, the extract and
    /// transform warnings, skips, fixture states and emptied values.
    private func manifestInputs(_ seasonLevel: SeasonLevel, _ totals: LeagueSeasonTotals) -> ManifestInputs {
        let leagueSeasons = seasonLevel.leagueSeasons
        var valueIssues = seasonLevel.shared.issues
        valueIssues.merge(totals.issues)
        let transformWarnings = totals.transformWarnings(shared: seasonLevel.shared.warnings + valueIssues.warnings)
        return ManifestInputs(
            scope: ManifestScope(leagues: Set(leagueSeasons.map(\.league)).sorted(), seasons: Set(leagueSeasons.map(\.season)).sorted()),
            requests: RequestCounts(extraction.counts),
            warnings: extraction.warnings.map(ManifestWarning.init) + transformWarnings.map(ManifestWarning.init),
            skipped: extraction.skips.map(ManifestSkip.init), generatedAt: options.generatedAt,
            fixtures: totals.fixtureStates.sorted { $0.id < $1.id }, valueIssues: valueIssues.sorted.map(ManifestValueIssue.init))
    }

    /// The report of a run the quota or budget stopped. A partial export would replace complete
    /// outputs from an earlier run: they are kept, and so is every fetched answer (cache,
    /// recordings), so the next run resumes.
    func stopped(_ stop: RunStop) throws -> RunReport {
        log.finishProgress()
        if let path = options.changesFile, !options.check { try ChangesFile.write([], to: path) }
        return RunReport(
            tables: [], outputs: [], check: nil, manifestPath: "", requests: RequestCounts(extraction.counts),
            warnings: [], skipped: [], stoppedBy: stop.error, remainingRequests: stop.remaining
        )
    }
}
