import Load
import PipelineSpec

extension RunStages {
    /// What tells a rerun with nothing to write from one that has work (`UnchangedRun`), keyed
    /// by the manifest `beginOutputs` would stage.
    func unchangedRun(of seasonLevel: SeasonLevel) -> UnchangedRun? {
        let workbookPlan = pipeline.load.xlsx.map {
            SeasonWorkbooks(spec: $0, load: pipeline.load, data: seasonLevel.data, units: seasonLevel.units)
        }
        let workbookPaths = seasonLevel.units.compactMap { workbookPlan?.path(of: $0) }
        let manifestPath = ShardFiles(options.shard).named(OutputLayout(load: pipeline.load).manifestPath(workbookPaths: workbookPaths))
        return UnchangedRun(pipeline: pipeline, options: options, reuse: seasonLevel.reuse, units: seasonLevel.units, manifestPath: manifestPath)
    }
}
