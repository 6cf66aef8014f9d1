#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders made for scratch files and emptied through their descriptor, so a name swapped
/// for a symbolic link while a folder is cleaned never leads outside it.
extension FileSystem {
    /// Makes a new folder from a `mkdtemp` template (ending in `XXXXXX`), readable by its owner
    /// only; returns its path.
    static func makeUniqueDirectory(template: String) throws(FileError) -> String {
        var bytes = Array(template.utf8CString)
        let made = bytes.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw .last(.create, template) }
        return bytes.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Opens a folder (never through a symbolic link) for locking and cleaning.
    static func openDirectory(_ path: String) throws(FileError) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last(.open, path) }
        return descriptor
    }

    /// Removes every file directly in the open folder (and every empty folder); deeper content
    /// stays. Used for cleanup, where nothing better can be done on failure.
    static func removeEntries(ofDirectory descriptor: Int32) {
        // A fresh open of the folder, so reading it moves no offset the caller shares.
        let listing = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0 else { return }
        guard let stream = fdopendir(listing) else {
            close(listing)
            return
        }
        for name in names(readingAndClosing: stream) where unlinkat(descriptor, name, 0) != 0 {
            unlinkat(descriptor, name, AT_REMOVEDIR)
        }
    }
}
