/// Why writing or checking outputs failed; each case names the file, the OS reason and what to do.
package enum LoadError: Error, Equatable, CustomStringConvertible {
    /// An output file or one of its folders could not be created (sysexits 73).
    case cannotCreate(path: String, reason: String)
    /// An output path cannot be written, found before the run fetches anything: `obstacle` says
    /// what is in the way at `path` (sysexits 73).
    case outputBlocked(path: String, output: String, obstacle: String)
    /// Reading, writing, syncing or renaming an output failed (sysexits 74).
    case io(path: String, reason: String)
    /// The journal of an interrupted commit is not exactly in the documented format, or a step
    /// (`steps[step]`) leaves the journal's folder; nothing was moved or removed (sysexits 65).
    case refusedJournal(path: String, step: Int?, reason: String)

    /// The sysexits code a command exits with for this error.
    package var exitCode: Int32 {
        switch self {
        case .cannotCreate, .outputBlocked: 73
        case .io: 74
        case .refusedJournal: 65
        }
    }

    package var description: String {
        switch self {
        case .cannotCreate(let path, let reason):
            "cannot create output \(path): \(reason). Make sure its folder can be created and written to, "
                + "or change the path under `load:` in the pipeline file. Previous outputs were left as they were."
        case .outputBlocked(let path, let output, let obstacle):
            "cannot write \(output) at \(path): \(obstacle). Nothing was fetched or written. "
                + "Move it out of the way, or change the path under `load:` in the pipeline file."
        case .io(let path, let reason):
            "I/O error on \(path): \(reason). Check free disk space and permissions, then run again."
        case .refusedJournal(let path, let step, let reason):
            "refused the commit journal \(path)\(step.map { " at steps[\($0)]" } ?? ""): \(reason). Nothing was moved or removed. "
                + "A run killed while committing leaves a journal; one that is not in football-etl's format or reaches outside "
                + "its folder did not come from this tool. Delete it and the manifest next to it, then run again to rewrite every output."
        }
    }
}
