import FileIO

/// Lexical operations on `/`-separated paths (no file system access), so output paths compare
/// and relate the same way whatever the current state of the disk.
package enum PathText {
    /// The folder part of a path: `a/b/c.csv` → `a/b`, `c.csv` → `.`, `/c.csv` → `/`.
    package static func directory(of path: String) -> String {
        FilePath.directory(of: path)
    }

    /// The last component of a path: `a/b/c.csv` → `c.csv`.
    package static func lastComponent(of path: String) -> String {
        FilePath.lastComponent(of: path)
    }

    /// `directory/name`, without doubling a slash.
    package static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
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
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
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

    private static func components(_ normalized: String) -> [Substring] {
        normalized == "." ? [] : normalized.split(separator: "/")
    }
}

extension PathText {
    /// An absolute, normalized path: relative paths are taken from `workingDirectory`.
    package static func absolute(_ path: String, workingDirectory: String) -> String {
        normalized(path.hasPrefix("/") ? path : joined(workingDirectory, path))
    }
}
