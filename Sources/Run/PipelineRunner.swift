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
        ProcessMemory.returnLargeBlocksWhenFreed()
        let extraction = streamingExtraction(pipeline, shard: options.shard)
        var seasonLevel = try await timings.measure(.parseDecode) { try await extraction.seasonLevel() }
        if let stop = seasonLevel.stoppedBy {
            return try stopped(by: stop, remaining: seasonLevel.remaining, extraction: extraction, options: options)
        }
        let units = try extraction.leagueSeasons(knowing: seasonLevel.data)
        // The tables every league-season shares, built once from the whole season level.
        let shared = timings.measure(.tables) {
            OutputTablesBuilder.build(from: seasonLevel.data, transform: pipeline.transform, joinWarnings: false) { !$0.isPerLeagueSeason }
        }
        // The shared tables hold what their answers said: keep only what league-seasons' tables read.
        seasonLevel.data = seasonLevel.data.leagueSeasonShare
        let workbookPlan = pipeline.load.xlsx.map { SeasonWorkbooks(spec: $0, load: pipeline.load, data: seasonLevel.data, units: units) }
        let staging = OutputStaging(pipeline: pipeline, check: options.check, shard: options.shard, timings: timings)
        try staging.begin(workbookPaths: units.compactMap { workbookPlan?.path(of: $0) })
        let previousFixtures = Manifest.previousFixtures(manifestAt: staging.manifestPath)

        // One league-season at a time: its fixture level fetched, its tables built and spooled,
        // its workbook rendered on another task while the next one is fetched.
        let spool = try TableSpool()
        let workbooks = WorkbookQueue(transaction: staging.workbookTransaction, timings: timings)
        var unitTotals = UnitTotals()
        /// Spools a league-season's tables, counts them and hands its workbook to the queue.
        func write(_ tables: TransformOutput, of unit: LeagueSeason, index: Int) throws {
            let partitions = TablePartitions(keys: pipeline.load.partitionBy, units: [unit], tables: tables.tables)
            for table in tables.tables { try spool.add(table, unit: index, placed: partitions.placed(table, in: unit)) }
            unitTotals.add(tables, csv: pipeline.load.csv != nil)
            if let workbook = workbookPlan?.workbook(of: unit, tables: tables.tables + shared.tables) { try workbooks.submit(workbook) }
        }
        do {
            for (index, unit) in units.enumerated() {
                await workbooks.waitForRoom()
                let later = units[(index + 1)...]
                let fetched = try await timings.measure(.parseDecode) {
                    try await extraction.fixtureLevel(of: unit, from: seasonLevel.data, later: later)
                }
                if let stop = fetched.stoppedBy {
                    await workbooks.discard()
                    let remaining = fetched.remaining + extraction.requests(of: later, from: seasonLevel.data).count
                    return try stopped(by: stop, remaining: remaining, extraction: extraction, options: options)
                }
                // The tables live only in this call and in the workbook's job, which lets them go
                // once the document is built.
                try write(built(consume fetched, pipeline: pipeline, timings: timings), of: unit, index: index)
                seasonLevel.data.remove(unit)
            }
        } catch {
            await workbooks.discard()
            throw error
        }
        try extraction.finished()
        log.finishProgress()
        seasonLevel.data = ExtractedData()
        var valueIssues = shared.issues
        valueIssues.merge(unitTotals.issues)
        let transformWarnings = unitTotals.transformWarnings(shared: shared.warnings + valueIssues.warnings)
        let fixtureStates = unitTotals.fixtureStates.sorted { $0.id < $1.id }
        let changes = FixtureChange.between(previousFixtures, fixtureStates)
        let files = SpooledTableFiles(
            load: pipeline.load, shard: options.shard, units: units,
            partitions: TablePartitions(keys: pipeline.load.partitionBy, units: units, tables: []), spool: spool, shared: shared.tables)
        do {
            try staging.stage(tables: files)
        } catch {
            await workbooks.discard()
            throw error
        }
        let csvWarnings = pipeline.load.csv == nil ? [] : unitTotals.forbiddenCharacterWarnings(shared: shared.tables, headers: files.headers)
        staging.note(csvWarnings + (try await workbooks.finish()))
        let (manifest, outcome, database) = try timings.measure(.finish) {
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
            return (manifest, try staging.finish(), database)
        }
        if let depfile = options.depfile, !options.check {
            try DepfileWriter.write(
                to: depfile, pipeline: pipeline, outputs: staging.stagedPaths, answered: extraction.answered
            )
        }
        let rowCounts = files.tableOrder.map { name in
            (name, shared.tables.first { $0.name == name }?.rows.count ?? unitTotals.rowCounts[name] ?? 0)
        }
        return RunReport(
            tables: rowCounts, outputs: outcome.committed,
            check: outcome.check, manifestPath: staging.manifestPath, requests: manifest.requests,
            warnings: manifest.warnings, skipped: manifest.skipped, stoppedBy: nil, remainingRequests: 0
        ).with(changes: changes).with(database: database)
    }

    /// A league-season's own tables, built from its fetched answers, which are released on return.
    private func built(_ fetched: consuming ExtractionResult, pipeline: Pipeline, timings: PhaseTimings) -> TransformOutput {
        let data = fetched.data.withoutCatalogs
        return timings.measure(.tables) {
            OutputTablesBuilder.build(from: data, transform: pipeline.transform, joinWarnings: true) { $0.isPerLeagueSeason }
        }
    }

    /// The report of a run the quota or budget stopped. A partial export would replace complete
    /// outputs from an earlier run: they are kept, and so is every fetched answer (cache,
    /// recordings), so the next run resumes.
    private func stopped(by stop: ExtractError, remaining: Int, extraction: StreamingExtraction, options: RunOptions) throws -> RunReport {
        log.finishProgress()
        if let path = options.changesFile, !options.check { try ChangesFile.write([], to: path) }
        return RunReport(
            tables: [], outputs: [], check: nil, manifestPath: "", requests: RequestCounts(extraction.counts),
            warnings: [], skipped: [], stoppedBy: stop, remainingRequests: remaining
        )
    }

    /// The run's planner: the freshness options' day and settle window, and only the shard's
    /// league-seasons when there is one.
    private func planner(for pipeline: Pipeline, shard: UnitShard?) -> RequestPlanner {
        var planner = freshness.planner(for: pipeline, now: environment.clock.now())
        planner.shard = shard
        return planner
    }

    /// The run's extract stage in parts, over one response chain (docs/ARCHITECTURE.md §7).
    private func streamingExtraction(_ pipeline: Pipeline, shard: UnitShard?) -> StreamingExtraction {
        var environment = environment
        environment.observer = log
        environment.cacheLifetimes = freshness.cachePolicy(for: pipeline)
        let chain = ResponseChain(source: pipeline.source, environment: environment)
        let concurrency = if case .api(let api) = pipeline.source { api.concurrency } else { 4 }
        let state = RunState(pipeline: pipeline, log: log)
        return StreamingExtraction(
            planner: planner(for: pipeline, shard: shard), source: state.guarding(chain.source), concurrency: concurrency, log: log, state: state)
    }

    /// Plans, fetches and decodes everything the pipeline needs (for the shard's league-seasons only) at once.
    package func extract(_ pipeline: Pipeline, shard: UnitShard? = nil) async throws -> ExtractionResult {
        let result = try await streamingExtraction(pipeline, shard: shard).whole()
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

extension ManifestValueIssue {
    init(_ issue: ValueIssues.Issue) {
        self.init(kind: issue.kind.rawValue, table: issue.table, column: issue.column, count: issue.count, example: issue.example)
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

