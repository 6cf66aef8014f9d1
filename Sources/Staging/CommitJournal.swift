import FileIO
import JSON

/// The renames and removals of one commit, written durably before the first of them, so a run
/// killed halfway through its commit is finished by the next one (see `CommitRecovery`).
///
/// It is `.football-etl-commit.journal` in the folder that holds every file the commit touches
/// (the manifest's folder for a pipeline run), JSON with paths relative to that folder:
/// `{"commit_journal": 1, "steps": [{"move": "csv/.a.csv.41-1.tmp", "to": "csv/a.csv"},
/// {"remove": "csv/old.csv", "sha256": "…"}]}`. Steps run in order; every step can be replayed.
/// A journal found on disk is untrusted input (it can arrive in a pull request): it is read
/// only in exactly this format, and only with paths that stay inside its folder
/// (`CommitJournalRules`; docs/ARCHITECTURE.md §8).
package struct CommitJournal: Equatable {
    /// One change the commit makes.
    enum Step: Equatable {
        /// Rename a staged temp file over its target.
        case move(from: String, to: String)
        /// Remove an output the run no longer writes, only while it still holds these bytes.
        case remove(path: String, sha256: String)

        /// The paths the step touches.
        var paths: [String] {
            switch self {
            case .move(let from, let to): [from, to]
            case .remove(let path, _): [path]
            }
        }
    }

    static let fileName = ".football-etl-commit.journal"
    static let layoutVersion = 1

    /// Absolute, normalized paths.
    var steps: [Step]

    /// The folder for the journal of `steps` (absolute paths): `preferred` when every step is
    /// below it, else the deepest folder that holds them all.
    static func folder(holding steps: [Step], preferring preferred: String) -> String {
        let paths = steps.flatMap(\.paths)
        if paths.allSatisfy({ FilePath.isInside($0, folder: preferred) }) { return preferred }
        let folders = paths.map { FilePath.directory(of: $0).split(separator: "/") }
        var shared = folders.first ?? []
        for parts in folders.dropFirst() {
            shared = Array(zip(shared, parts).prefix { $0 == $1 }.map(\.0))
        }
        return FilePath.absolute(components: shared)
    }

    /// The journal's bytes, its paths relative to `folder` (absolute).
    func bytes(relativeTo folder: String) -> [UInt8] {
        let entries: [JSONValue] = steps.map { step in
            switch step {
            case .move(let from, let to):
                .object(["move": .string(FilePath.relative(from, from: folder)), "to": .string(FilePath.relative(to, from: folder))])
            case .remove(let path, let sha256):
                .object(["remove": .string(FilePath.relative(path, from: folder)), "sha256": .string(sha256)])
            }
        }
        let root: JSONObject = ["commit_journal": .int(Self.layoutVersion), "steps": .array(entries)]
        return Array((JSONWriter.compact(.object(root)) + "\n").utf8)
    }

    /// Reads a journal's bytes; `folder` (absolute, normalized) is the one its paths are relative
    /// to. Anything but exactly the documented format, or a path that leaves the folder, is
    /// refused before any step runs.
    init(bytes: [UInt8], folder: String, path: String) throws(LoadError) {
        func refused(_ step: Int?, _ reason: String) -> LoadError { .refusedJournal(path: path, step: step, reason: reason) }
        guard let document = try? JSONParser.parse(bytes), case .object(let root) = document else {
            throw refused(nil, "it is not a JSON object")
        }
        guard Set(root.keys) == ["commit_journal", "steps"], root["commit_journal"] == .int(Self.layoutVersion),
            case .array(let entries)? = root["steps"]
        else {
            throw refused(nil, "it is not a commit journal of version \(Self.layoutVersion) (exactly \"commit_journal\" and \"steps\")")
        }
        var steps: [Step] = []
        for (index, entry) in entries.enumerated() {
            do throws(CommitJournalRules.Violation) {
                steps.append(try CommitJournalRules.step(entry, folder: folder))
            } catch {
                throw refused(index, error.reason)
            }
        }
        self.steps = steps
    }

    init(steps: [Step]) {
        self.steps = steps
    }
}
