import FileIO
import APIModel
import Extract
import Load
import PipelineSpec
import Tabular
import Transform

extension RunStages {
    /// Stages the sink's files, the workbooks, the database load, the data package and the manifest,
    /// then commits them together (or compares them with the files on disk in check mode).
    func finish(_ outputs: RunOutputs, seasonLevel: SeasonLevel, totals: UnitTotals) async throws -> RunReport {
        let staging = outputs.staging
        let shared = seasonLevel.shared
        let units = seasonLevel.units
        var valueIssues = shared.issues
        valueIssues.merge(totals.issues)
        let transformWarnings = totals.transformWarnings(shared: shared.warnings + valueIssues.warnings)
        let fixtureStates = totals.fixtureStates.sorted { $0.id < $1.id }
        let changes = FixtureChange.between(staging.previous.fixtures, fixtureStates)
        let files: SpooledTableFiles
        do {
            files = try outputs.sink.stage(SinkRun(units: units, check: options.check))
        } catch {
            await outputs.workbooks.discard()
            throw error
        }
        let csvWarnings = pipeline.load.csv == nil ? [] : totals.forbiddenCharacterWarnings(shared: shared.tables, headers: files.headers)
        staging.note(csvWarnings + (try await outputs.workbooks.finish()))
        let staged = try timings.measure(.finish) {
            let manifest = try staging.stageSummaries(tables: files) { outputs, loadWarnings in
                Manifest(
                    toolVersion: ToolVersion.current, pipelineName: pipeline.name,
                    pipelineSHA256: ContentDigest.sha256(pipeline.origin.bytes),
                    scope: ManifestScope(leagues: Set(units.map(\.league)).sorted(), seasons: Set(units.map(\.season)).sorted()),
                    outputs: outputs, requests: RequestCounts(extraction.counts),
                    warnings: extraction.warnings.map(ManifestWarning.init) + transformWarnings.map(ManifestWarning.init) + loadWarnings,
                    skipped: extraction.skips.map(ManifestSkip.init), generatedAt: options.generatedAt
                ).with(fixtures: fixtureStates).with(valueIssues: valueIssues.sorted.map(ManifestValueIssue.init))
            }
            // The database commits before the files: a failed load leaves both as they were.
            let database = try staging.loadDatabase(tables: files, manifest: manifest, prune: options.prune)
            // Before the commit: a crash after it must not lose the changes (they are listed again, never lost).
            if let path = options.changesFile, !options.check { try ChangesFile.write(changes, to: path) }
            return StagedRun(manifest: manifest, outcome: try staging.finish(), database: database)
        }
        if let depfile = options.depfile, !options.check {
            try DepfileWriter.write(
                to: depfile, pipeline: pipeline, outputs: staging.stagedPaths, answered: extraction.answered
            )
        }
        let rowCounts = files.tableOrder.map { name in
            (name, shared.tables.first { $0.name == name }?.rows.count ?? totals.rowCounts[name] ?? 0)
        }
        return RunReport(
            tables: rowCounts, outputs: staged.outcome.committed,
            check: staged.outcome.check, manifestPath: staging.manifestPath, requests: staged.manifest.requests,
            warnings: staged.manifest.warnings, skipped: staged.manifest.skipped, stoppedBy: nil, remainingRequests: 0
        ).with(changes: changes).with(database: staged.database)
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

/// The manifest a run staged and what committing (or checking) its outputs gave.
private struct StagedRun {
    let manifest: Manifest
    let outcome: OutputOutcome
    let database: PostgresLoadReport?
}
