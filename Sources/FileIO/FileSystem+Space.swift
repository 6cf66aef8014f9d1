#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How much a folder can take: its free space, whether this process may write there, and the
/// largest file the process may write (`RLIMIT_FSIZE`).
extension FileSystem {
    /// Bytes free to this process in the file system holding `folder`; nil when it cannot be asked.
    package static func freeBytes(in folder: String) -> UInt64? {
        var stats = statvfs()
        guard statvfs(folder, &stats) == 0 else { return nil }
        return UInt64(stats.f_bavail) * UInt64(stats.f_frsize)
    }

    /// Whether this process may create files in `folder`.
    package static func isWritableFolder(_ folder: String) -> Bool {
        access(folder, W_OK | X_OK) == 0
    }

    /// The largest file this process may write, in bytes; nil when unlimited or unknown.
    package static func fileSizeLimit() -> UInt64? {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        let unlimited = rlim_t.max
        #else
        let resource = RLIMIT_FSIZE
        let unlimited = rlim_t(Int64.max)
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < unlimited else { return nil }
        return UInt64(limit.rlim_cur)
    }
}

/// Bytes compared as raw memory (`memcmp`), for readers that compare many records.
package enum RawBytes {
    /// Whether two slices hold the same bytes.
    package static func equal(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
    }
}
