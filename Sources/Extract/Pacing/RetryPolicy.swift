/// How often and how long the paced source retries.
package struct RetryPolicy: Sendable, Equatable {
    /// Retries of a transient failure (5xx, 499, reset, timeout, a transfer cut short) before giving up.
    package var maxRetries: Int
    /// Waits after the API said the rate limit was hit; these never count as failures, but
    /// are bounded so a misbehaving API cannot hold a run forever.
    package var maxRateLimitWaits: Int
    /// The longest `Retry-After` the run honours by waiting (5 minutes): a longer one (an API
    /// asking for hours or days) ends the run as unavailable (69) instead of stalling it.
    package var maxRetryAfterSeconds: Double
    /// The first backoff; each further retry doubles it.
    package var baseDelaySeconds: Double
    /// The longest backoff before jitter.
    package var maxDelaySeconds: Double

    /// The documented default of `maxRetryAfterSeconds`.
    package static let defaultMaxRetryAfterSeconds = 300.0

    package init(
        maxRetries: Int = 4, maxRateLimitWaits: Int = 5, baseDelaySeconds: Double = 2, maxDelaySeconds: Double = 60,
        maxRetryAfterSeconds: Double = RetryPolicy.defaultMaxRetryAfterSeconds
    ) {
        self.maxRetries = max(0, maxRetries)
        self.maxRateLimitWaits = max(0, maxRateLimitWaits)
        self.maxRetryAfterSeconds = max(0, maxRetryAfterSeconds)
        self.baseDelaySeconds = baseDelaySeconds
        self.maxDelaySeconds = maxDelaySeconds
    }

    /// The wait before retry `retry` (1 for the first): base × 2^(retry−1), capped, plus up to
    /// half as much again by `jitter` (a fraction in [0, 1)).
    package func backoffSeconds(retry: Int, jitter: Double) -> Double {
        var delay = baseDelaySeconds
        for _ in 1..<max(1, retry) where delay < maxDelaySeconds { delay *= 2 }
        delay = min(delay, maxDelaySeconds)
        return delay + delay * 0.5 * jitter
    }
}
