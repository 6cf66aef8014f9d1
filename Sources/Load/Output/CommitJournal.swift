import JSON

/// The renames and removals of one commit, written durably before the first of them, so a run
/// killed halfway through its commit is finished by the next one (see `CommitRecovery`).
///
/// It is `.football-etl-commit.journal` in the folder of the last staged file (the manifest's
/// folder for a pipeline run), JSON with paths relative to that folder:
/// `{"commit_journal": 1, "steps": [{"move": "csv/.a.csv.41-1.tmp", "to": "csv/a.csv"},
/// {"remove": "csv/old.csv", "sha256": "…"}]}`. Steps run in order; every step can be replayed.
struct CommitJournal: Equatable {
    /// One change the commit makes.
    enum Step: Equatable {
        /// Rename a staged temp file over its target.
        case move(from: String, to: String)
        /// Remove an output the run no longer writes, only while it still holds these bytes.
        case remove(path: String, sha256: String)
    }

    static let fileName = ".football-etl-commit.journal"
    private static let layoutVersion = 1

    /// Absolute, normalized paths.
    var steps: [Step]

    /// The journal of a commit whose last staged file is `path`.
    static func path(besideFile path: String) -> String {
        PathText.joined(PathText.directory(of: path), fileName)
    }

    /// The journal's bytes, its paths relative to `folder` (absolute).
    func bytes(relativeTo folder: String) -> [UInt8] {
        let entries: [JSONValue] = steps.map { step in
            switch step {
            case .move(let from, let to):
                .object(["move": .string(PathText.relative(from, from: folder)), "to": .string(PathText.relative(to, from: folder))])
            case .remove(let path, let sha256):
                .object(["remove": .string(PathText.relative(path, from: folder)), "sha256": .string(sha256)])
            }
        }
        let root: JSONObject = ["commit_journal": .int(Self.layoutVersion), "steps": .array(entries)]
        return Array((JSONWriter.compact(.object(root)) + "\n").utf8)
    }

    /// Reads a journal's bytes; `folder` (absolute) is the one its paths are relative to.
    init(bytes: [UInt8], folder: String, path: String) throws(LoadError) {
        func broken(_ reason: String) -> LoadError { .unreadableJournal(path: path, reason: reason) }
        guard let document = try? JSONParser.parse(bytes), case .object(let root) = document,
              root["commit_journal"] == .int(Self.layoutVersion), case .array(let entries)? = root["steps"]
        else { throw broken("not a commit journal of version \(Self.layoutVersion)") }
        func resolved(_ relative: String) -> String { PathText.normalized(PathText.joined(folder, relative)) }
        steps = []
        for (index, entry) in entries.enumerated() {
            guard case .object(let fields) = entry else { throw broken("steps[\(index)] is not an object") }
            switch (fields["move"], fields["to"], fields["remove"], fields["sha256"]) {
            case (.string(let from)?, .string(let to)?, nil, nil):
                steps.append(.move(from: resolved(from), to: resolved(to)))
            case (nil, nil, .string(let target)?, .string(let sha256)?):
                steps.append(.remove(path: resolved(target), sha256: sha256))
            default:
                throw broken("steps[\(index)] is neither a move nor a remove")
            }
        }
    }

    init(steps: [Step]) {
        self.steps = steps
    }
}
