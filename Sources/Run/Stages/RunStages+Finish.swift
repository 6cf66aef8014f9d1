import FileIO
import APIModel
import Extract
import Load
import PipelineSpec
import Tabular
import Transform

extension RunStages {
    /// Finishes the sinks in the order their work needs: the files first (staged), then the
    /// workbooks, the SQLite database, the data package and the manifest staged from them (which
    /// decide the keys every database declares), then each database (merged in its own
    /// transaction, or compared in check mode), and last the files' commit, so a failed load
    /// leaves both as they were.
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
            files = try outputs.sinks.files.stage(SinkRun(units: units, check: options.check))
        } catch {
            await outputs.workbooks.discard()
            throw error
        }
        let csvWarnings = pipeline.load.csv == nil ? [] : totals.forbiddenCharacterWarnings(shared: shared.tables, headers: files.headers)
        staging.note(csvWarnings + (try await outputs.workbooks.finish()))
        let summaries = try timings.measure(.finish) {
            try staging.stageSummaries(tables: files) { outputs, loadWarnings in
                Manifest(
                    toolVersion: ToolVersion.current, pipelineName: pipeline.name,
                    pipelineSHA256: ContentDigest.sha256(pipeline.origin.bytes),
                    scope: ManifestScope(leagues: Set(units.map(\.league)).sorted(), seasons: Set(units.map(\.season)).sorted()),
                    outputs: outputs, requests: RequestCounts(extraction.counts),
                    warnings: extraction.warnings.map(ManifestWarning.init) + transformWarnings.map(ManifestWarning.init) + loadWarnings,
                    skipped: extraction.skips.map(ManifestSkip.init), generatedAt: options.generatedAt
                ).with(fixtures: fixtureStates).with(valueIssues: valueIssues.sorted.map(ManifestValueIssue.init))
            }
        }
        let run = SinkRun(
            units: units, check: options.check, prune: options.prune, keys: summaries.keys,
            manifestSHA256: ContentDigest.sha256(summaries.manifest.jsonBytes))
        let database = try timings.measure(.postgres) { try outputs.sinks.databases.compactMap { try $0.finish(run).database }.first }
        let outcome = try timings.measure(.finish) {
            // Before the commit: a crash after it must not lose the changes (they are listed again, never lost).
            if let path = options.changesFile, !options.check { try ChangesFile.write(changes, to: path) }
            return try staging.finish()
        }
        if let depfile = options.depfile, !options.check {
            try DepfileWriter.write(
                to: depfile, pipeline: pipeline, outputs: staging.stagedPaths, answered: extraction.answered
            )
        }
        let rowCounts = files.tableOrder.map { name in
            TableRowCount(name: name, rows: shared.tables.first { $0.name == name }?.rows.count ?? totals.rowCounts[name] ?? 0)
        }
        return RunReport(
            tables: rowCounts, outputs: outcome.committed,
            check: outcome.check, manifestPath: staging.manifestPath, requests: summaries.manifest.requests,
            warnings: summaries.manifest.warnings, skipped: summaries.manifest.skipped, stoppedBy: nil, remainingRequests: 0
        ).with(changes: changes).with(database: database)
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
