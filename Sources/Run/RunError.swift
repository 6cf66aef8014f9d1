/// Failures of the run stage itself (the other stages have their own error types).
package enum RunError: Error, Equatable, CustomStringConvertible {
    /// The depfile could not be written.
    case cannotWriteDepfile(path: String, reason: String)
    /// A file given to `convert` does not exist or cannot be read.
    case unreadableInput(path: String, reason: String)
    /// `convert` wrote what it could, but some files could not be used (listed with reasons).
    case unusableInputs(count: Int)
    /// The failed-request list (run state beside the cache) could not be written.
    case cannotWriteRunState(path: String, reason: String)
    /// The failed-request list exists but cannot be read (a warning: the run goes on without it).
    case unreadableRunState(path: String, reason: String)
    /// The `--changes-only` file could not be written.
    case cannotWriteChangesFile(path: String, reason: String)
    /// `plan` on a recorded source found requests no recording answers: a run would stop at the
    /// first (`first` lists up to ten; `held` is what the folder can replay).
    case missingRecordings(directory: String, count: Int, first: [String], held: String)
    /// `plan --offline` found requests nothing stored answers: `run --offline` would stop at the first.
    case unansweredOffline(count: Int)

    package var description: String {
        switch self {
        case .cannotWriteDepfile(let path, let reason):
            "cannot write the depfile \(path): \(reason). Check that its folder exists and is writable."
        case .unreadableInput(let path, let reason):
            "cannot read \(path): \(reason). Check the path."
        case .unusableInputs(let count):
            "\(count) file(s) could not be used (listed above); the tables hold everything else."
        case .cannotWriteRunState(let path, let reason):
            "cannot write the failed-request list \(path): \(reason). Check that the cache folder is writable."
        case .unreadableRunState(let path, let reason):
            "cannot read the failed-request list \(path) (\(reason)); going on without it. Delete the file to silence this."
        case .cannotWriteChangesFile(let path, let reason):
            "cannot write the changes file \(path): \(reason). Check that its folder exists and is writable."
        case .missingRecordings(let directory, let count, let first, let held):
            "\(count) request(s) have no recording in \(directory), so `run` would stop at the first: "
                + first.joined(separator: ", ") + (count > first.count ? ", …" : "")
                + ". The folder holds fixture lists for league-seasons \(held). Narrow `scope:` to those, "
                + "or record the rest with `football-etl record PIPELINE --to \(directory)` (needs a key)."
        case .unansweredOffline(let count):
            "--offline: nothing stored answers \(count) request(s) (listed above), so `run --offline` would stop at the first. "
                + "Run without --offline to fetch them (with the key set)."
        }
    }
}
