#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Constant-memory mode holds one temporary file open per worksheet until close. A league with
/// hundreds of player sheets passes common soft limits (256 on macOS, 1024 on many Linux
/// systems), so the soft limit is raised toward the hard limit when needed, as Go's runtime does.
enum OpenFileLimit {
    /// Descriptors kept free for the process itself and for close, which opens a few more files.
    static let reserve: rlim_t = 64

    /// Raises the soft limit when `sheets` row files plus the reserve would not fit; throws when the hard limit forbids it.
    static func ensureRoom(forSheets sheets: Int) throws(XLSXError) {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return }
        let needed = rlim_t(sheets) + reserve
        if limit.rlim_cur >= needed { return }
        let target = min(max(needed, limit.rlim_cur * 2), limit.rlim_max)
        for candidate in [target, needed] where candidate >= needed && candidate <= limit.rlim_max {
            var raised = limit
            raised.rlim_cur = candidate
            if setrlimit(resource, &raised) == 0 { return }
        }
        throw .openFileLimit(sheets: sheets, limit: Int(clamping: limit.rlim_cur))
    }

    #if os(Linux)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif
}
