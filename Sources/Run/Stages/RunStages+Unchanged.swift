import Load
import PipelineSpec
import TableFiles

extension RunStages {
    /// What tells a rerun with nothing to write from one that has work (`UnchangedRun`), keyed
    /// by the manifest `beginOutputs` would stage.
    func unchangedRun(of seasonLevel: SeasonLevel) -> UnchangedRun? {
        let workbookPaths = workbookPlan(for: seasonLevel).map { plan in seasonLevel.leagueSeasons.compactMap(plan.path(of:)) } ?? []
        let manifestPath = OutputSession.manifestPath(load: pipeline.load, shard: ShardFiles(options.shard), workbookPaths: workbookPaths)
        return UnchangedRun(
            pipeline: pipeline, options: options, reuse: seasonLevel.reuse, leagueSeasons: seasonLevel.leagueSeasons,
            manifestPath: manifestPath)
    }
}
