import APIModel
import FileIO

extension ExtractError {
    /// The error for a cache or recording file at `path` whose write failed with `error`: an
    /// I/O failure (exit 74) when the disk or a quota is full or the OS failed the write, else a
    /// file that could not be created (73).
    static func writing(request: Request, path: String, failedWith error: FileError) -> ExtractError {
        error.isIOFailure
            ? .fileWriteFailed(request: request, path: path, reason: error.reason)
            : .unwritableFile(request: request, path: path, reason: error.reason)
    }
}
