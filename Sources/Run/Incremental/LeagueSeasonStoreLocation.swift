import FileIO
package import PipelineSpec

/// Where a pipeline's stored league-season results live by default: beside the user's cache,
/// `$XDG_CACHE_HOME/football-etl/store/<first 16 hex digits of the SHA-256 of the pipeline's
/// absolute path>` (`~/.cache` when `XDG_CACHE_HOME` is unset), one folder per pipeline file,
/// removed by a later run once that file is gone (`AbandonedStores`).
package enum LeagueSeasonStoreLocation {
    /// 2 GiB, as `load.store.max_mb` defaults to.
    package static let defaultMaxBytes = StoreSpec().maxMegabytes << 20

    /// The folder for the pipeline at `path` (as given, resolved against `currentDirectory`);
    /// nil when neither `XDG_CACHE_HOME` nor `HOME` is set.
    package static func folder(forPipelineAt path: String, currentDirectory: String, environment: [String: String]) -> String? {
        let cache: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cache = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            cache = FilePath.joined(home, ".cache")
        } else {
            return nil
        }
        let digest = ContentDigest.sha256(Array(absolute(path, currentDirectory: currentDirectory).utf8)).prefix(16)
        return FilePath.joined(cache, "football-etl", "store", String(digest))
    }

    /// `path` resolved against `currentDirectory`, as the folder's name and owner record it.
    static func absolute(_ path: String, currentDirectory: String) -> String {
        path.hasPrefix("/") ? path : FilePath.joined(currentDirectory, path)
    }
}

extension RunOptions {
    /// Keeps the run's league-season results where the pipeline's `load.store` says, else in
    /// `LeagueSeasonStoreLocation`'s default folder.
    package mutating func useStore(of pipeline: Pipeline, currentDirectory: String, environment: [String: String]) {
        let spec = pipeline.load.store ?? StoreSpec()
        storeDirectory =
            spec.path
            ?? LeagueSeasonStoreLocation.folder(
                forPipelineAt: pipeline.origin.path, currentDirectory: currentDirectory, environment: environment)
        storeMaxBytes = spec.maxMegabytes << 20
        storeOwner =
            spec.path == nil && storeDirectory != nil
            ? LeagueSeasonStoreLocation.absolute(pipeline.origin.path, currentDirectory: currentDirectory) : nil
    }
}
