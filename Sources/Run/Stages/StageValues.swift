import APIModel
import Extract
import Load
import Transform

/// The season level of a run, fetched, and what it decides: the run's league-seasons and the
/// tables they share.
struct SeasonLevel {
    /// What the league-seasons' own tables still read of it (`ExtractedData.leagueSeasonShare`),
    /// released league-season by league-season.
    var data: ExtractedData
    /// The run's league-seasons, ascending (a shard's only).
    let leagueSeasons: [LeagueSeason]
    /// The tables every league-season shares, built once.
    let shared: TransformOutput
    /// Which league-seasons a stored result stands for (nil when the run keeps no store).
    var reuse: LeagueSeasonReuse?
}

/// Where a run's outputs go while its league-seasons are exported (all of it Load's).
struct RunOutputs {
    /// The tables, every sink, the workbook queue, the manifest and the commit.
    let session: OutputSession
    /// The season workbooks, when the pipeline writes any.
    let workbookPlan: SeasonWorkbooks?
}

/// A stage's result: its value, or where the quota or budget stopped the run.
enum StageOutcome<Value> {
    case done(Value)
    case stopped(RunStop)
}

/// What stopped a run and how many planned requests it left unanswered.
struct RunStop {
    let error: ExtractError
    let remaining: Int
}
