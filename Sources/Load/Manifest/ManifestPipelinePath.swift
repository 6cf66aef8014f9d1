import FileIO

/// The pipeline file as a manifest names it (`pipeline.path`): relative to the manifest's folder
/// and resolved lexically, so a committed export names it the same on every checkout (never an
/// absolute path) and a run from another working folder names the same file the same way.
package enum ManifestPipelinePath {
    /// `pipelinePath` seen from the folder of `manifestPath`, both as the run names them
    /// (relative ones taken from `workingDirectory`): `pipelines/pl.yml` and `out/pl/manifest.json`
    /// → `../../pipelines/pl.yml`.
    package static func relative(
        _ pipelinePath: String, manifestPath: String, workingDirectory: String = FileSystem.currentDirectory()
    ) -> String {
        let pipeline = FilePath.absolute(pipelinePath, workingDirectory: workingDirectory)
        let folder = FilePath.absolute(FilePath.directory(of: manifestPath), workingDirectory: workingDirectory)
        return FilePath.relative(pipeline, from: folder)
    }

    /// A `pipeline.path` of the manifest at `manifestPath` as a path the run names (from the
    /// working folder when `manifestPath` is relative): `../../pipelines/pl.yml` → `pipelines/pl.yml`.
    package static func resolved(_ path: String, manifestPath: String) -> String {
        FilePath.normalized(FilePath.joined(FilePath.directory(of: manifestPath), path))
    }
}
