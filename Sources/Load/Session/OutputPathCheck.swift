import FileIO
package import PipelineSpec
package import Staging

/// Checks, before a run fetches or builds anything, that every output path of a pipeline can be
/// written: no file where a folder should be (or a folder where a file should be), and the
/// deepest folder that exists on each path writable. It only looks (`stat`, `access`): it creates
/// nothing, so `run --check` may call it too.
package struct OutputPathCheck: Sendable {
    package let load: LoadSpec

    package init(load: LoadSpec) {
        self.load = load
    }

    /// Throws `LoadError.outputBlocked` for the first output path that cannot be written.
    package func verify() throws(LoadError) {
        for folder in folders {
            try verifyFolder(folder.path, output: folder.output)
        }
        for file in files {
            if FileSystem.kind(of: file.path) == .directory {
                throw .outputBlocked(path: file.path, output: file.output, obstacle: "a folder is there, where the file should be")
            }
            try verifyFolder(FilePath.directory(of: file.path), output: file.output)
        }
    }

    /// The folders the outputs go into: each table format's, and the fixed part of the
    /// workbook template (the folders above its first `{placeholder}`).
    private var folders: [(path: String, output: String)] {
        var folders = OutputFormat.tableFormats.compactMap { format in
            format.tableDirectory(in: load).map { (path: $0, output: "load.\(format.rawValue)") }
        }
        if let template = load.xlsx?.pathTemplate {
            let fixed = template.split(separator: "/", omittingEmptySubsequences: false).prefix { !$0.contains("{") }
            let folder = template.contains("{") ? fixed.joined(separator: "/") : FilePath.directory(of: template)
            folders.append((path: folder.isEmpty ? (template.hasPrefix("/") ? "/" : ".") : folder, output: "load.xlsx"))
        }
        return folders
    }

    /// The single files the outputs are: the SQLite database and, without placeholders, the workbook.
    private var files: [(path: String, output: String)] {
        var files = [(String, String)]()
        if let sqlite = load.sqlite { files.append((sqlite, "load.sqlite")) }
        if let template = load.xlsx?.pathTemplate, !template.contains("{") { files.append((template, "load.xlsx")) }
        return files.map { (path: $0.0, output: $0.1) }
    }

    /// Walks `folder` from its first component: each part that exists must be a folder, and the
    /// deepest that exists must be writable (the rest is created by the run).
    private func verifyFolder(_ folder: String, output: String) throws(LoadError) {
        var prefix = folder.hasPrefix("/") ? "/" : ""
        var deepest = folder.hasPrefix("/") ? "/" : "."
        for part in folder.split(separator: "/") {
            prefix = prefix.isEmpty ? String(part) : FilePath.joined(prefix, String(part))
            switch FileSystem.kind(of: prefix) {
            case .directory:
                deepest = prefix
                continue
            case .missing:
                return try verifyWritable(deepest, output: output, creating: folder)
            case .regularFile:
                throw .outputBlocked(path: prefix, output: output, obstacle: "a file is there, where a folder should be")
            case .other:
                throw .outputBlocked(path: prefix, output: output, obstacle: "something other than a folder is there")
            }
        }
        try verifyWritable(deepest, output: output, creating: folder)
    }

    private func verifyWritable(_ folder: String, output: String, creating target: String) throws(LoadError) {
        guard !FileSystem.isWritableFolder(folder) else { return }
        let what = folder == target ? "this process may not write in that folder" : "this process may not create \(target) there"
        throw .outputBlocked(path: folder, output: output, obstacle: what)
    }
}
