import FileIO
import JSON

/// `run --changes-only FILE`: the fixtures changed since the last run, one JSON object per
/// line, ascending by id; replaced atomically before the run's outputs are committed, and
/// written empty when nothing changed or the run stopped early.
package enum ChangesFile {
    package static func write(_ changes: [FixtureChange], to path: String) throws {
        let text = changes.map { JSONWriter.compact(.object($0.jsonObject)) + "\n" }.joined()
        do {
            try AtomicFileWriter.replace(path, with: Array(text.utf8))
        } catch {
            throw RunError.cannotWriteChangesFile(path: path, reason: error.reason)
        }
    }
}
