package import Extract

/// How `football-etl run` behaves beyond what the pipeline file says.
package struct RunOptions: Sendable {
    /// Build everything, compare with the files on disk, write nothing.
    package var check: Bool
    /// Write a Makefile dependency file here.
    package var depfile: String?
    /// Adds `generated_at` with this text to the manifest (the only wall-clock value, on request).
    package var generatedAt: String?
    /// Collects the seconds of each phase, for `--timings` (stderr only, never an output).
    package var timings: PhaseTimings?
    /// Only this shard's league-seasons (`--shard I/N`); nil for all.
    package var shard: LeagueSeasonShard?
    /// `--changes-only FILE`: written before the outputs are committed, empty after a stopped run.
    package var changesFile: String?
    /// `--prune`: a run of the whole scope deletes the database's shared rows it no longer writes.
    package var prune: Bool
    /// Where unchanged league-seasons' results are kept between runs (`LeagueSeasonStoreLocation`);
    /// nil keeps none. `run --check` never reads it.
    package var storeDirectory: String?
    /// The most the store may hold.
    package var storeMaxBytes = LeagueSeasonStoreLocation.defaultMaxBytes
    /// The pipeline file (absolute) whose default store folder `storeDirectory` is; nil for a
    /// folder the pipeline names. Only default folders are claimed and swept (`AbandonedStores`).
    package var storeOwner: String?
    /// `--full`: build every league-season (the store is still refreshed).
    package var full = false

    package init(
        check: Bool = false, depfile: String? = nil, generatedAt: String? = nil, timings: PhaseTimings? = nil,
        shard: LeagueSeasonShard? = nil, changesFile: String? = nil, prune: Bool = false
    ) {
        self.prune = prune
        self.check = check
        self.depfile = depfile
        self.generatedAt = generatedAt
        self.timings = timings
        self.shard = shard
        self.changesFile = changesFile
    }
}

extension RunOptions {
    /// The shard `I/N` names, or nil when it is not one (`--shard`).
    package static func shard(_ text: String) -> LeagueSeasonShard? {
        LeagueSeasonShard(text)
    }
}
