package import APIModel

/// Sends requests to the network source below it no faster than the quota allows, with at
/// most `concurrency` in flight, and retries what can pass. Put it directly above the network
/// source, so cache hits and recordings neither wait nor spend the budget.
///
/// - rate limited (429, `errors.rateLimit`): waits (Retry-After, else until the window frees)
///   and resends, not counted as a failure, at most `maxRateLimitWaits` times; a Retry-After
///   above `maxRetryAfterSeconds` ends at once as `apiUnavailable` (69) naming it;
/// - transient (5xx, 499, reset, timeout, a transfer cut short): exponential backoff with jitter, at most
///   `maxRetries` retries, then `apiUnavailable` naming the request;
/// - a garbled answer (not JSON at all, or ended early): retried the same way, each try admitted
///   by the ledger (so counted against the daily budget), then `garbledAnswer` with the count (65);
/// - anything else is thrown as is.
package struct PacedResponseSource: ResponseSource {
    private let inner: any ResponseSource
    private let ledger: QuotaLedger
    private let limiter: ConcurrencyLimiter
    private let policy: RetryPolicy
    private let clock: any ExtractClock
    private let jitter: any JitterSource
    private let observer: any ExtractObserver

    /// `concurrency` is further capped by the configured per-minute pace.
    package init(
        inner: any ResponseSource, ledger: QuotaLedger, concurrency: Int, requestsPerMinute: Int,
        policy: RetryPolicy, clock: any ExtractClock, jitter: any JitterSource,
        observer: any ExtractObserver = NoExtractObserver()
    ) {
        self.inner = inner
        self.ledger = ledger
        limiter = ConcurrencyLimiter(limit: min(concurrency, max(1, requestsPerMinute)))
        self.policy = policy
        self.clock = clock
        self.jitter = jitter
        self.observer = observer
    }

    package func response(for request: Request) async throws -> Response {
        try await limiter.run { try await send(request) }
    }

    private func send(_ request: Request) async throws -> Response {
        var failures = 0
        var rateLimitWaits = 0
        while true {
            try await ledger.admitSend(of: request)
            do {
                return try await inner.response(for: request)
            } catch let ExtractError.rateLimited(_, retryAfter, message) {
                rateLimitWaits += 1
                guard rateLimitWaits <= policy.maxRateLimitWaits else {
                    throw ExtractError.apiUnavailable(
                        request: request, reason: "still rate-limited after \(policy.maxRateLimitWaits) waits: \(message)")
                }
                if let retryAfter, retryAfter > policy.maxRetryAfterSeconds {
                    throw ExtractError.apiUnavailable(
                        request: request,
                        reason: "it asked to wait \(Self.seconds(retryAfter)) (Retry-After) before asking again, "
                            + "longer than the \(Self.seconds(policy.maxRetryAfterSeconds)) a run waits: \(message)")
                }
                await ledger.noteRateLimited(retryAfterSeconds: retryAfter)
            } catch let ExtractError.transientFailure(_, reason) {
                failures += 1
                guard failures <= policy.maxRetries else {
                    throw ExtractError.apiUnavailable(
                        request: request, reason: "\(reason); gave up after \(failures) attempts")
                }
                try await backOff(request, retry: failures, reason: reason)
            } catch let ExtractError.garbledAnswer(_, reason, _) {
                failures += 1
                guard failures <= policy.maxRetries else {
                    throw ExtractError.garbledAnswer(request: request, reason: reason, attempts: failures)
                }
                try await backOff(request, retry: failures, reason: reason)
            }
        }
    }

    /// Waits before retry `retry`, saying so.
    private func backOff(_ request: Request, retry: Int, reason: String) async throws {
        let delay = policy.backoffSeconds(retry: retry, jitter: jitter.nextFraction())
        observer.extract(.waiting(request, seconds: delay, reason: .backoff))
        observer.extract(.retrying(request, attempt: retry + 1, reason: reason))
        try await clock.sleep(seconds: delay)
    }

    /// `999999 s`, `2.5 s`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }
}
