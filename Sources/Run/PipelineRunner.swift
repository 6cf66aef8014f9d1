import APIModel
import Catalog
package import Extract
import FileIO
import Intake
import Load
package import PipelineSpec
import Staging
import Tabular
import Transform
import XLSXOutput

/// Runs a pipeline: extract (plan → fetch → decode), transform (tables, workbooks), load
/// (hand tables to the sink, stage every file, then commit together or compare in check mode).
/// `run` is the one place that shows the stage order (`RunStages`).
package struct PipelineRunner: Sendable {
    package let log: RunLog
    /// Clock, jitter and retry settings for the response chain (tests inject their own).
    package let environment: ResponseChainEnvironment
    /// `--refresh`, `--max-age`, `--offline`, `--today` (Run/Freshness).
    package var freshness = FreshnessOptions()

    package init(
        log: RunLog, environment: ResponseChainEnvironment = ResponseChainEnvironment(), freshness: FreshnessOptions = FreshnessOptions()
    ) {
        self.log = log
        self.environment = environment
        self.freshness = freshness
    }

    package func run(_ pipeline: Pipeline, options: RunOptions = RunOptions()) async throws -> RunReport {
        ProcessMemory.returnLargeBlocksWhenFreed()
        // A file where an output folder should be is found now, not after the whole extraction.
        try OutputPathCheck(load: pipeline.load).verify()
        let timings = options.timings ?? PhaseTimings()
        log.observe(timings)
        let stages = RunStages(
            pipeline: pipeline, options: options, timings: timings, log: log,
            extraction: streamingExtraction(pipeline, shard: options.shard))
        var seasonLevel: SeasonLevel
        switch try await stages.extractSeasonLevel() {
        case .stopped(let stop): return try stages.stopped(stop)
        case .done(let value): seasonLevel = value
        }
        let unchanged = stages.unchangedRun(of: seasonLevel)
        if var report = unchanged?.report() {
            log.finishProgress()
            report.reusedLeagueSeasons = seasonLevel.leagueSeasons.count
            timings.noteReused(report.reusedLeagueSeasons)
            return report
        }
        let outputs = try stages.beginOutputs(for: seasonLevel)
        let totals: LeagueSeasonTotals
        switch try await stages.exportLeagueSeasons(&seasonLevel, into: outputs) {
        case .stopped(let stop): return try stages.stopped(stop)
        case .done(let value): totals = value
        }
        var report: RunReport
        do {
            report = try await stages.finish(outputs, seasonLevel: seasonLevel, totals: totals)
        } catch {
            seasonLevel.reuse?.discard()
            throw error
        }
        // Stored only now, with the outputs committed: a failed run stores nothing.
        seasonLevel.reuse?.commit(rendered: outputs.session.workbooks.recorded)
        unchanged?.record(report)
        report.reusedLeagueSeasons = seasonLevel.reuse?.reusedCount ?? 0
        timings.noteReused(report.reusedLeagueSeasons)
        return report
    }

    /// The run's planner: the freshness options' day and settle window, and only the shard's
    /// league-seasons when there is one.
    private func planner(for pipeline: Pipeline, shard: LeagueSeasonShard?) -> RequestPlanner {
        var planner = freshness.planner(for: pipeline, now: environment.clock.now())
        planner.shard = shard
        return planner
    }

    /// The run's extract stage in parts, over one response chain (docs/ARCHITECTURE.md §7).
    private func streamingExtraction(_ pipeline: Pipeline, shard: LeagueSeasonShard?) -> StreamingExtraction {
        var environment = environment
        environment.observer = log
        environment.cacheLifetimes = freshness.cachePolicy(for: pipeline)
        let chain = ResponseChain(source: pipeline.source, environment: environment)
        let concurrency = if case .api(let api) = pipeline.source { api.concurrency } else { 4 }
        let state = FailedRequestGuard(pipeline: pipeline, log: log)
        return StreamingExtraction(
            planner: planner(for: pipeline, shard: shard), source: state.guarding(chain.source), concurrency: concurrency, log: log,
            state: state,
            cachedAnswers: chain.cachedAnswers)
    }

    /// Plans, fetches and decodes everything the pipeline needs (for the shard's league-seasons only) at once.
    package func extract(_ pipeline: Pipeline, shard: LeagueSeasonShard? = nil) async throws -> ExtractionResult {
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
