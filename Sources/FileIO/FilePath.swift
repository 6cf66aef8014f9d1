/// Lexical operations on `/`-separated paths (no file system access), so paths compare and
/// relate the same way whatever the current state of the disk. Paths stay `String`s, as
/// everywhere in the project; `joined` is the one way a path is built from a folder and a name.
package enum FilePath {
    /// The folder part of a path: `a/b/c.csv` → `a/b`, `c.csv` → `.`, `/c.csv` → `/`.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a path: `a/b/c.csv` → `c.csv`.
    package static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `directory/name/…`, never doubling a slash where a part ends with one or the next starts
    /// with one (`/` and `a` → `/a`; `out/` and `/csv` → `out/csv`).
    package static func joined(_ directory: String, _ names: String...) -> String {
        names.reduce(directory) { path, name in
            guard !path.isEmpty else { return name }
            let tail = name.hasPrefix("/") ? String(name.drop { $0 == "/" }) : name
            return path.hasSuffix("/") ? path + tail : path + "/" + tail
        }
    }

    /// The absolute path of `components` (`["a", "b"]` → `/a/b`; none → `/`).
    package static func absolute(components: [Substring]) -> String {
        "/" + components.joined(separator: "/")
    }

    /// Whether `path` lies inside `folder` (both normalized, or both as given): `out/a.csv` is
    /// inside `out`, `outer/a.csv` is not, and everything absolute is inside `/`.
    package static func isInside(_ path: String, folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Removes empty and `.` components and resolves `..` where it can (`./a//b/../c` → `a/c`).
    package static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        if absolute { return Self.absolute(components: parts) }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` as seen from `directory` (`out/pl`, `out/pl/csv/a.csv` → `csv/a.csv`;
    /// `out/pl`, `out/x.xlsx` → `../x.xlsx`). Both must be relative, or both absolute.
    package static func relative(_ path: String, from directory: String) -> String {
        let target = components(normalized(path))
        let base = components(normalized(directory))
        var shared = 0
        while shared < target.count, shared < base.count, target[shared] == base[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: base.count - shared)
        let rest = target[shared...].map(String.init)
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// An absolute, normalized path: relative paths are taken from `workingDirectory`.
    package static func absolute(_ path: String, workingDirectory: String) -> String {
        normalized(path.hasPrefix("/") ? path : joined(workingDirectory, path))
    }

    private static func components(_ normalized: String) -> [Substring] {
        normalized == "." ? [] : normalized.split(separator: "/")
    }
}
