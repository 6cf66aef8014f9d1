import FileIO
import APIModel
import Catalog
package import Extract
import Load
package import PipelineSpec
import Tabular
import Transform

/// Runs a pipeline: extract (plan → fetch → decode), transform (tables, workbooks), load
/// (stage every file, then commit together or compare in check mode). The one place that
/// shows the stage order.
package struct PipelineRunner: Sendable {
    package let log: RunLog
    /// Clock, jitter and retry settings for the response chain (tests inject their own).
    package let environment: ResponseChainEnvironment
    /// `--refresh`, `--max-age`, `--offline`, `--today` (Run/Freshness).
    package var freshness = FreshnessOptions()

    package init(log: RunLog, environment: ResponseChainEnvironment = ResponseChainEnvironment(), freshness: FreshnessOptions = FreshnessOptions()) {
        self.log = log
        self.environment = environment
        self.freshness = freshness
    }

    package func run(_ pipeline: Pipeline, options: RunOptions = RunOptions()) async throws -> RunReport {
        let timings = options.timings ?? PhaseTimings()
        var extraction = try await timings.measure(.parseDecode) { try await extract(pipeline, shard: options.shard) }
        if let stop = extraction.stoppedBy {
            // A partial export would replace complete outputs from an earlier run: keep them,
            // and keep every fetched answer (cache, recordings) so the next run resumes.
            if let path = options.changesFile, !options.check { try ChangesFile.write([], to: path) }
            return RunReport(
                tables: [], outputs: [], check: nil, manifestPath: "", requests: RequestCounts(extraction.counts),
                warnings: [], skipped: [], stoppedBy: stop, remainingRequests: extraction.remaining
            )
        }
        let transformed = timings.measure(.tables) { OutputTablesBuilder.build(from: extraction.data, transform: pipeline.transform) }
        let leagueSeasons = try planner(for: pipeline, shard: options.shard)
            .leagueSeasons(knowing: PlanFacts(extraction.data)) ?? []
        // One workbook per league-season, each built and rendered only when its turn comes.
        let workbooks = pipeline.load.xlsx.map { spec in
            SeasonWorkbooks.plan(spec, load: pipeline.load, tables: transformed.tables, data: extraction.data, leagueSeasons: leagueSeasons)
        } ?? []
        // Tables and workbook plans hold all that is written from here on: release the answers.
        extraction.data = ExtractedData()
        // Fixture states and what changed since the last manifest (Run/Freshness).
        let fixtureStates = FixtureStates.states(of: transformed.tables)

        let staging = OutputStaging(pipeline: pipeline, check: options.check, shard: options.shard, timings: timings)
        try staging.begin(workbookPaths: workbooks.map(\.path))
        let changes = FixtureChange.between(Manifest.previousFixtures(manifestAt: staging.manifestPath), fixtureStates)
        let partitions = TablePartitions(keys: pipeline.load.partitionBy, units: leagueSeasons, tables: transformed.tables)
        try await staging.stage(tables: transformed.tables, partitions: partitions, workbooks: workbooks)
        let (manifest, outcome) = try timings.measure(.finish) {
            let manifest = try staging.stageSummaries(tables: transformed.tables) { outputs, loadWarnings in
                Manifest(
                    toolVersion: ToolVersion.current, pipelineName: pipeline.name,
                    pipelineSHA256: ContentDigest.sha256(pipeline.origin.bytes),
                    scope: ManifestScope(leagues: Set(leagueSeasons.map(\.league)).sorted(), seasons: Set(leagueSeasons.map(\.season)).sorted()),
                    outputs: outputs, requests: RequestCounts(extraction.counts),
                    warnings: extraction.warnings.map(ManifestWarning.init) + transformed.warnings.map(ManifestWarning.init) + loadWarnings,
                    skipped: extraction.plan.skipped.map(ManifestSkip.init), generatedAt: options.generatedAt
                ).with(fixtures: fixtureStates)
            }
            // Before the commit: a crash after it must not lose the changes (they are listed again, never lost).
            if let path = options.changesFile, !options.check { try ChangesFile.write(changes, to: path) }
            return (manifest, try staging.finish())
        }
        if let depfile = options.depfile, !options.check {
            try DepfileWriter.write(
                to: depfile, pipeline: pipeline, outputs: staging.stagedPaths, answered: extraction.answered
            )
        }
        return RunReport(
            tables: transformed.tables.map { ($0.name, $0.rows.count) }, outputs: outcome.committed,
            check: outcome.check, manifestPath: staging.manifestPath, requests: manifest.requests,
            warnings: manifest.warnings, skipped: manifest.skipped, stoppedBy: nil, remainingRequests: 0
        ).with(changes: changes)
    }

    /// The run's planner: the freshness options' day and settle window, and only the shard's
    /// league-seasons when there is one.
    private func planner(for pipeline: Pipeline, shard: UnitShard?) -> RequestPlanner {
        var planner = freshness.planner(for: pipeline, now: environment.clock.now())
        planner.shard = shard
        return planner
    }

    /// Plans, fetches and decodes everything the pipeline needs (for the shard's league-seasons only).
    package func extract(_ pipeline: Pipeline, shard: UnitShard? = nil) async throws -> ExtractionResult {
        var environment = environment
        environment.observer = log
        environment.cacheLifetimes = freshness.cachePolicy(for: pipeline)
        let chain = ResponseChain(source: pipeline.source, environment: environment)
        let concurrency = if case .api(let api) = pipeline.source { api.concurrency } else { 8 }
        let state = RunState(pipeline: pipeline, log: log)
        let run = ExtractionRun(
            planner: planner(for: pipeline, shard: shard), source: state.guarding(chain.source), concurrency: concurrency, observer: log
        )
        let result = try await state.tracking { try await run.run(reportingFailureTo: $0) }
        log.finishProgress()
        return result
    }
}

extension RequestCounts {
    init(_ counts: [ResponseOrigin: Int]) {
        self.init(recording: counts[.recording] ?? 0, cache: counts[.cache] ?? 0, network: counts[.network] ?? 0)
    }
}

extension ManifestSkip {
    init(_ skip: PlanSkip) {
        self.init(item: "\(skip.dataset.rawValue) for \(skip.leagueSeason)", reason: skip.reason)
    }
}

extension ManifestWarning {
    init(_ warning: TransformWarning) {
        self.init(code: warning.code.rawValue, message: warning.message, context: warning.context)
    }

    init(_ warning: ExtractWarning) {
        self.init(code: warning.code.rawValue, message: warning.message, context: warning.context)
    }
}
