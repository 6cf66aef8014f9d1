import FileIO
import JSON

/// What a journal step must look like to be carried out: the exact fields of a move or a
/// remove, relative paths that never leave the journal's folder, temp files named as this tool
/// names them, beside their target, and SHA-256 digests in lower-case hex.
enum CommitJournalRules {
    /// Why a step was refused.
    struct Violation: Error {
        let reason: String
    }

    /// The step an entry of `steps` describes, its paths made absolute under `folder`.
    static func step(_ entry: JSONValue, folder: String) throws(Violation) -> CommitJournal.Step {
        guard case .object(let fields) = entry else { throw Violation(reason: "it is not an object") }
        switch (Set(fields.keys), fields["move"], fields["to"], fields["remove"], fields["sha256"]) {
        case (["move", "to"], .string(let from)?, .string(let to)?, _, _):
            try checkRelative(from)
            try checkRelative(to)
            try checkTemporaryName(from, of: to)
            return .move(from: FilePath.joined(folder, from), to: FilePath.joined(folder, to))
        case (["remove", "sha256"], _, _, .string(let target)?, .string(let sha256)?):
            try checkRelative(target)
            guard isDigest(sha256) else { throw Violation(reason: "its sha256 is not 64 lower-case hex digits") }
            return .remove(path: FilePath.joined(folder, target), sha256: sha256)
        default:
            throw Violation(reason: "it is neither {\"move\", \"to\"} nor {\"remove\", \"sha256\"}, with text values")
        }
    }

    /// A path relative to the journal's folder that names a file below it: not absolute, no
    /// empty, `.` or `..` component, no NUL, and not the journal itself.
    static func checkRelative(_ path: String) throws(Violation) {
        guard !path.hasPrefix("/") else { throw Violation(reason: "\"\(path)\" is an absolute path") }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.contains("..") else { throw Violation(reason: "\"\(path)\" contains \"..\"") }
        guard !path.isEmpty, !components.contains(""), !components.contains(".") else {
            throw Violation(reason: "\"\(path)\" is not a plain relative path (empty or \".\" component)")
        }
        guard !path.utf8.contains(0) else { throw Violation(reason: "a path contains a NUL byte") }
        guard components.last.map(String.init) != CommitJournal.fileName else {
            throw Violation(reason: "\"\(path)\" names the journal itself")
        }
    }

    /// A move's source is `.<target name>.<pid>-<sequence>.tmp` in the target's folder, the
    /// name `OutputTransaction` gives its temp files.
    static func checkTemporaryName(_ temporary: String, of target: String) throws(Violation) {
        let name = FilePath.lastComponent(of: target)
        let folder = FilePath.directory(of: target)
        guard FilePath.directory(of: temporary) == folder else {
            throw Violation(reason: "\"\(temporary)\" is not in the folder of \"\(target)\"")
        }
        let temporaryName = FilePath.lastComponent(of: temporary)
        let prefix = ".\(name)."
        guard temporaryName.hasPrefix(prefix), temporaryName.hasSuffix(".tmp"),
            temporaryName.count > prefix.count + 4
        else {
            throw Violation(reason: "\"\(temporary)\" is not a temp file of \"\(target)\" (.\(name).<pid>-<n>.tmp)")
        }
        let middle = temporaryName.dropFirst(prefix.count).dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
        guard middle.count == 2, middle.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
            throw Violation(reason: "\"\(temporary)\" is not a temp file of \"\(target)\" (.\(name).<pid>-<n>.tmp)")
        }
    }

    private static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
