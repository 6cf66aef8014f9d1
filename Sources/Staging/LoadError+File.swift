package import FileIO

/// The file layer's failures as Load's errors: what could not be made is 73, any other read,
/// write, flush or rename 74, each with the path and the OS's reason.
extension LoadError {
    package init(_ error: FileError) {
        self = error.isCreation ? .cannotCreate(path: error.path, reason: error.reason) : .io(path: error.path, reason: error.reason)
    }

    /// The value of a file-layer call, its failure as Load's error: `try LoadError.file(FileSystem.remove(path))`.
    package static func file<T>(_ work: @autoclosure () throws(FileError) -> T) throws(LoadError) -> T {
        do { return try work() } catch { throw LoadError(error) }
    }
}
