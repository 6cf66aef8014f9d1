import FileIO
import LibSQLite
package import Staging

/// SQLite's failures as load errors, with the exit status README's table gives them: a full
/// disk or an OS read/write failure is I/O (74); anything else means the file could not be made (73).
extension LoadError {
    /// `error` from SQLite while writing `path`, with `reason` saying what was being done.
    package static func sqlite(_ error: any Error, path: String, reason: String) -> LoadError {
        if let error = error as? SQLiteError, error.isIOFailure { return .io(path: path, reason: reason) }
        return .cannotCreate(path: path, reason: reason)
    }

    /// A failure of the scratch files SQLite keeps in `folder` (by default the temp folder:
    /// `TMPDIR`, else `/tmp`), naming that folder rather than any output.
    package static func sqliteScratch(_ error: any Error, folder: String = FileSystem.temporaryDirectory) -> LoadError {
        sqlite(
            error, path: folder,
            reason: "SQLite could not use its scratch files in the temp folder \(folder) (TMPDIR, else /tmp): \(error). "
                + "Check that folder's free space and permissions, or point TMPDIR at another folder, then run again")
    }
}
