package import APIModel
import FileIO

/// Names a request's cache file: SHA-256 of the base URL, endpoint and canonical query, so a
/// key (which travels only in headers) can never be part of it.
package struct CacheKey: Sendable, Hashable {
    /// 64 lowercase hex digits.
    package let hex: String

    package init(request: Request, baseURL: String) {
        let canonical = "GET \(baseURL)\n\(request.endpoint.rawValue)\n\(request.canonicalQuery)"
        hex = ContentDigest.sha256(Array(canonical.utf8))
    }

    /// The file's path inside the cache folder: `<endpoint folder>/<hex>.cache`.
    package func relativePath(for request: Request) -> String {
        FilePath.joined(request.endpoint.recordingFolder, "\(hex).cache")
    }
}
