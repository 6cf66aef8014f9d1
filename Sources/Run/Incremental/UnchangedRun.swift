import APIModel
import FileIO
import LeagueSeasonStore
import Load
import PipelineSpec
import Staging

/// A rerun with nothing to write: every league-season's inputs, the shared ones and the options
/// are those of the last committed run into the same manifest, and every file it wrote still
/// has the stamp it was committed with. Such a run returns that run's report, sets the
/// manifest's modification time as every successful run does, and reads nothing else.
///
/// Only for a recorded source (an API source's cache answers are counted as cache on a rerun,
/// so its manifest differs), without a database to merge into, `--changes` or `--depfile`.
struct UnchangedRun {
    let digest: String
    let manifestPath: String
    let recordPath: String
    let maxBytes: Int

    /// `manifestPath` as the run's outputs name it. Nil when the run may not skip: no store,
    /// `--full`, `--check`, a database, an API source, a changes file or depfile, or a
    /// league-season whose inputs need the network.
    init?(pipeline: Pipeline, options: RunOptions, reuse: LeagueSeasonReuse?, leagueSeasons: [LeagueSeason], manifestPath: String) {
        guard let reuse, let directory = options.storeDirectory, !options.full, !options.check,
            options.changesFile == nil, options.depfile == nil, pipeline.load.postgres == nil,
            case .recorded = pipeline.source, let unitsDigest = reuse.digest(of: leagueSeasons)
        else { return nil }
        var writer = StoreWriter()
        writer.text(unitsDigest)
        writer.text(manifestPath)
        // The manifest names the pipeline file: the same bytes from another file write another manifest.
        writer.text(ManifestPipelinePath.relative(pipeline.origin.path, manifestPath: manifestPath))
        writer.optionalText(options.shard.map { "\($0)" })
        writer.flag(options.prune)
        writer.optionalText(options.generatedAt)
        digest = ContentDigest.sha256(writer.bytes)
        self.manifestPath = manifestPath
        recordPath = RunRecord.path(in: directory, manifestPath: manifestPath)
        maxBytes = options.storeMaxBytes
    }

    /// The last run's report, when nothing changed since; its manifest's time is set to now.
    func report() -> RunReport? {
        // A commit a killed run left half done is finished first, as every run does: it changes
        // outputs, so the run then does the work (as it does when finishing one fails).
        guard (try? CommitRecovery.finishInterruptedCommit(besideFile: manifestPath)) == false,
            let record = RunRecord.read(recordPath, maxBytes: maxBytes), record.digest == digest, record.outputsUnchanged,
            var report = try? RunReport(record: record.report)
        else { return nil }
        LeagueSeasonStore.touch(manifestPath)
        // The manifest's new time is its committed stamp now.
        if let outputs = RunRecord.stamps(of: record.outputs.map(\.path)) {
            try? RunRecord(digest: digest, outputs: outputs, report: record.report).write(to: recordPath)
        }
        report.outputs = report.outputs.map { CommittedOutput(path: $0.path, change: .unchanged) }
        return report
    }

    /// Records a committed run's outputs and report for the next run; nothing when a file cannot
    /// be stamped (the next run then does the work).
    func record(_ report: RunReport) {
        guard let outputs = RunRecord.stamps(of: report.outputs.map(\.path)) else { return }
        try? RunRecord(digest: digest, outputs: outputs, report: report.recordBytes).write(to: recordPath)
    }
}
