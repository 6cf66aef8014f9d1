import FileIO
import Foundation

/// Everything below a folder, hidden files included: each entry's kind, and each file's size
/// and SHA-256. Two equal trees hold the same names with the same bytes.
struct FileTree: Equatable, CustomStringConvertible {
    /// One entry of the tree.
    enum Entry: Equatable {
        case folder
        case file(bytes: Int, sha256: String)
        case other(String)
    }

    /// Entries by path relative to the root.
    let entries: [String: Entry]

    /// Reads the tree below `root` (an absent root is an empty tree).
    init(_ root: String) throws {
        var entries: [String: Entry] = [:]
        let manager = FileManager.default
        for relative in manager.subpathsIfPresent(atPath: root) {
            let path = "\(root)/\(relative)"
            let type = try manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            switch type {
            case .typeDirectory?:
                entries[relative] = .folder
            case .typeRegular?:
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                entries[relative] = .file(bytes: bytes.count, sha256: ContentDigest.sha256(bytes))
            default:
                entries[relative] = .other(type?.rawValue ?? "unknown")
            }
        }
        self.entries = entries
    }

    /// The relative paths of regular files, sorted.
    var files: [String] {
        entries.compactMap { path, entry in if case .file = entry { path } else { nil } }.sorted()
    }

    /// Entries whose names end in `.tmp` or hold `.partial` (what an interrupted writer leaves).
    var temporaryEntries: [String] {
        entries.keys.filter { $0.hasSuffix(".tmp") || $0.contains(".partial") }.sorted()
    }

    /// The paths that are missing, extra or different in `other`, for failure messages.
    func differences(from other: FileTree) -> [String] {
        Set(entries.keys).union(other.entries.keys).sorted().compactMap { path in
            switch (entries[path], other.entries[path]) {
            case (let mine?, let theirs?): mine == theirs ? nil : "differs: \(path)"
            case (_?, nil): "only in the first tree: \(path)"
            case (nil, _?): "only in the second tree: \(path)"
            case (nil, nil): nil
            }
        }
    }

    var description: String { "\(entries.count) entries, \(files.count) files" }

    /// Each regular file's modification time below `root`.
    static func modificationDates(below root: String) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for path in try FileTree(root).files {
            dates[path] = try FileManager.default.attributesOfItem(atPath: "\(root)/\(path)")[.modificationDate] as? Date
        }
        return dates
    }

    /// Sets every regular file below `root` to `date` (makes a tree look as old as wanted, with no waiting).
    static func setModificationDates(below root: String, to date: Date) throws {
        for path in try FileTree(root).files {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: "\(root)/\(path)")
        }
    }
}

extension FileManager {
    /// Every path below `root`, relative to it; empty when `root` does not exist.
    func subpathsIfPresent(atPath root: String) -> [String] {
        guard fileExists(atPath: root) else { return [] }
        return (try? subpathsOfDirectory(atPath: root)) ?? []
    }

    /// Copies the tree `source` to `destination` as hard links (fast, no bytes copied), so the
    /// copy's files can be removed or replaced without touching the original.
    func linkTree(_ source: String, to destination: String) throws {
        try createDirectory(atPath: destination, withIntermediateDirectories: true)
        for relative in try subpathsOfDirectory(atPath: source) {
            var isFolder: ObjCBool = false
            _ = fileExists(atPath: "\(source)/\(relative)", isDirectory: &isFolder)
            if isFolder.boolValue {
                try createDirectory(atPath: "\(destination)/\(relative)", withIntermediateDirectories: true)
            } else {
                try linkItem(atPath: "\(source)/\(relative)", toPath: "\(destination)/\(relative)")
            }
        }
    }
}
