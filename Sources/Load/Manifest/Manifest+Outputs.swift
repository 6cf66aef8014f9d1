import FileIO
package import Staging

/// Building the output list from staged files.
extension Manifest {
    /// The name of the manifest file.
    package static let fileName = "manifest.json"

    /// Manifest entries for staged files, with paths relative to the manifest at `manifestPath`;
    /// the manifest itself is left out if it was staged. Relative paths are taken from
    /// `workingDirectory` (the current folder when nil).
    package static func outputs(
        _ staged: [StagedOutput], manifestPath: String,
        workingDirectory: String? = nil
    ) -> [ManifestOutput] {
        let workingDirectory = workingDirectory ?? FileSystem.currentDirectory()
        let manifest = FilePath.absolute(manifestPath, workingDirectory: workingDirectory)
        let folder = FilePath.directory(of: manifest)
        return staged.compactMap { output in
            let absolute = FilePath.absolute(output.path, workingDirectory: workingDirectory)
            guard absolute != manifest else { return nil }
            return ManifestOutput(
                path: FilePath.relative(absolute, from: folder), format: output.content.format,
                table: output.content.table, byteCount: output.byteCount, sha256: output.sha256,
                sheets: output.content.sheets
            )
        }
    }
}
