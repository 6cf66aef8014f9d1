/// What a response chain takes besides the pipeline's source settings; the defaults are the
/// production ones (wall clock, system randomness, no progress output).
package struct ResponseChainEnvironment: Sendable {
    /// Time for pacing, backoff and cache ages.
    package var clock: any ExtractClock
    /// Spreads retry backoffs.
    package var jitter: any JitterSource
    /// Receives progress events.
    package var observer: any ExtractObserver
    /// Per-request cache lifetimes from the planner.
    package var cacheLifetimes: CacheLifetimePolicy
    /// Sent as `User-Agent` when set; none is sent otherwise.
    package var userAgent: String?
    /// The first retry backoff, doubled per retry.
    package var retryBaseDelaySeconds: Double
    /// Rate-limit waits per request before giving up.
    package var maxRateLimitWaits: Int

    package init(
        clock: any ExtractClock = SystemClock(), jitter: any JitterSource = SystemJitter(),
        observer: any ExtractObserver = NoExtractObserver(), cacheLifetimes: CacheLifetimePolicy = CacheLifetimePolicy(),
        userAgent: String? = nil, retryBaseDelaySeconds: Double = 2, maxRateLimitWaits: Int = 5
    ) {
        self.clock = clock
        self.jitter = jitter
        self.observer = observer
        self.cacheLifetimes = cacheLifetimes
        self.userAgent = userAgent
        self.retryBaseDelaySeconds = retryBaseDelaySeconds
        self.maxRateLimitWaits = maxRateLimitWaits
    }
}
