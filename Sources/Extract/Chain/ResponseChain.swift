package import PipelineSpec

/// Builds the response sources a pipeline's `source:` asks for, outermost first:
///
///     api:       Observed ► Recording (tee, if `record`) ► Caching (if `cache`) ► Paced ► HTTP
///     --offline: Observed ► Recording ► Caching ► Offline (ends the run at the first miss)
///     recorded:  Observed ► Recorded
///
/// The paced source sits directly above HTTP so that only real sends wait and count against
/// the budget (a fully cached run sends nothing and waits for nothing), and its retries go
/// straight back to the network. The tee sits above the cache so a recording is complete
/// even when answers come from the cache.
package struct ResponseChain: Sendable {
    /// The outermost source: what the runner asks.
    package let source: any ResponseSource
    /// The quota ledger of an API chain, for the run summary (sent, budget, day remaining).
    package let ledger: QuotaLedger?
    /// What an API chain's cache answers without the network (reruns key league-seasons by it).
    package let cachedAnswers: CachedAnswerLookup?

    package init(source spec: SourceSpec, environment: ResponseChainEnvironment = ResponseChainEnvironment()) {
        let observer = environment.observer
        switch spec {
        case .recorded(let directory, let limit):
            source = ObservedResponseSource(inner: ReplayingResponseSource(directory: directory, answerLimit: limit), observer: observer)
            ledger = nil
            cachedAnswers = nil
        case .api(let api):
            let ledger = QuotaLedger(
                requestsPerMinute: api.requestsPerMinute, dailyBudget: api.dailyBudget,
                clock: environment.clock, observer: observer)
            var chain: any ResponseSource = HTTPResponseSource(
                spec: api, quota: ledger, observer: observer, userAgent: environment.userAgent, clock: environment.clock)
            if environment.cacheLifetimes.control.offline {
                chain = OfflineResponseSource()
            } else {
                chain = PacedResponseSource(
                    inner: chain, ledger: ledger, concurrency: api.concurrency, requestsPerMinute: api.requestsPerMinute,
                    policy: RetryPolicy(
                        maxRetries: api.maxRetries, maxRateLimitWaits: environment.maxRateLimitWaits,
                        baseDelaySeconds: environment.retryBaseDelaySeconds),
                    clock: environment.clock, jitter: environment.jitter, observer: observer)
            }
            if let cache = api.cacheDirectory {
                let caching = CachingResponseSource(
                    inner: chain, directory: cache, baseURL: api.effectiveBaseURL, policy: environment.cacheLifetimes,
                    clock: environment.clock, observer: observer, answerLimit: api.answerLimit)
                cachedAnswers = CachedAnswerLookup(caching)
                chain = caching
            } else {
                cachedAnswers = nil
            }
            if let record = api.recordDirectory {
                chain = RecordingResponseSource(inner: chain, directory: record, answerLimit: api.answerLimit)
            }
            source = ObservedResponseSource(inner: chain, observer: observer)
            self.ledger = ledger
        }
    }
}
