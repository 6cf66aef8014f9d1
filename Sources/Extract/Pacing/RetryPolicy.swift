/// How often and how long the paced source retries.
package struct RetryPolicy: Sendable, Equatable {
    /// Retries of a transient failure (5xx, 499, reset, timeout, bad JSON) before giving up.
    package var maxRetries: Int
    /// Waits after the API said the rate limit was hit; these never count as failures, but
    /// are bounded so a misbehaving API cannot hold a run forever.
    package var maxRateLimitWaits: Int
    /// The first backoff; each further retry doubles it.
    package var baseDelaySeconds: Double
    /// The longest backoff before jitter.
    package var maxDelaySeconds: Double

    package init(maxRetries: Int = 4, maxRateLimitWaits: Int = 5, baseDelaySeconds: Double = 2, maxDelaySeconds: Double = 60) {
        self.maxRetries = max(0, maxRetries)
        self.maxRateLimitWaits = max(0, maxRateLimitWaits)
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
