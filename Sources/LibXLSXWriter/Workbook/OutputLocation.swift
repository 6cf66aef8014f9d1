#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks up front that the file can be created, because libxlsxwriter only opens it at close,
/// after all the work, and then reports a bare "error creating output xlsx file".
enum OutputLocation {
    /// Throws `.cannotCreateFile` unless `path` is not a folder and its folder exists and is writable.
    static func checkWritable(_ path: String) throws(XLSXError) {
        guard !path.isEmpty else { throw .cannotCreateFile(path: path, reason: "the path is empty") }
        if isDirectory(path) { throw .cannotCreateFile(path: path, reason: "it is a folder") }
        let folder = parentFolder(of: path)
        guard isDirectory(folder) else {
            throw .cannotCreateFile(path: path, reason: "folder \(folder) does not exist")
        }
        guard access(folder, W_OK) == 0 else {
            throw .cannotCreateFile(path: path, reason: "folder \(folder): \(String(cString: strerror(errno)))")
        }
        if access(path, F_OK) == 0, access(path, W_OK) != 0 {
            throw .cannotCreateFile(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// The folder part of a path (`.` for a bare file name).
    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `path` names an existing folder.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }
}
