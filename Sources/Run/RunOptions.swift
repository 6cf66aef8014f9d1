/// How `football-etl run` behaves beyond what the pipeline file says.
package struct RunOptions: Sendable {
    /// Build everything, compare with the files on disk, write nothing.
    package var check: Bool
    /// Write a Makefile dependency file here.
    package var depfile: String?
    /// Adds `generated_at` with this text to the manifest (the only wall-clock value, on request).
    package var generatedAt: String?
    /// `--changes-only FILE`: written before the outputs are committed, empty after a stopped run.
    package var changesFile: String?

    package init(check: Bool = false, depfile: String? = nil, generatedAt: String? = nil, changesFile: String? = nil) {
        self.check = check
        self.depfile = depfile
        self.generatedAt = generatedAt
        self.changesFile = changesFile
    }
}
