import PipelineSpec

/// What the user asked of stored answers for one run (`--refresh`, `--max-age`, `--offline`) and
/// how long a finished match's details keep changing (`source.api.settle`), docs/ARCHITECTURE.md §7.
package struct CacheControl: Sendable, Equatable {
    /// Fetch again every answer that can still change: every lifetime short of forever becomes 0.
    package var refresh: Bool
    /// Caps every lifetime, in seconds (`--max-age 6h`).
    package var maxAgeSeconds: Double?
    /// Answer only from recordings and the cache; the first request they cannot answer ends the run.
    package var offline: Bool
    /// Seconds after a match's end during which its details are still corrected by the API.
    package var settleSeconds: Double

    /// `source.api.settle`'s default (48 h).
    package static let defaultSettleSeconds = Double(APISourceSpec.defaultSettleSeconds)

    package init(refresh: Bool = false, maxAgeSeconds: Double? = nil, offline: Bool = false, settleSeconds: Double = defaultSettleSeconds) {
        self.refresh = refresh
        self.maxAgeSeconds = maxAgeSeconds
        self.offline = offline
        self.settleSeconds = settleSeconds
    }
}
