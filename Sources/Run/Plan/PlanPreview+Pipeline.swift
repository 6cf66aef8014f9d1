package import Extract
package import PipelineSpec

extension PlanPreview {
    /// The preview `plan` prints: the pipeline's requests looked up in its stored answers
    /// (recordings, or the cache with the lifetimes `freshness` gives), the requests an earlier
    /// run left unanswered, and, for `source: api` unless offline, today's remaining requests
    /// from the free status endpoint. `clock` dates cache ages and the settle window (tests pass a virtual one).
    package static func make(
        pipeline: Pipeline, freshness: FreshnessOptions, clock: any ExtractClock = SystemClock()
    ) async throws -> PlanPreview {
        let lookup = ResponseChain.storedAnswers(
            of: pipeline.source, environment: ResponseChainEnvironment(clock: clock, cacheLifetimes: freshness.cachePolicy(for: pipeline)))
        let now = clock.now()
        var preview = try await make(
            pipeline: pipeline, lookup: lookup, planner: freshness.planner(for: pipeline, now: now),
            settle: freshness.settleWindow(for: pipeline, now: now))
        preview.listsEveryRequest = freshness.offline
        if let path = FailedRequestList.path(for: pipeline) {
            do { preview.failedEarlier = try FailedRequestList.read(from: path) } catch { preview.unreadableFailedList = error }
        }
        preview.keyVariableUnset = pipeline.unsetKeyVariable
        if case .api(let api) = pipeline.source, !freshness.offline, preview.keyVariableUnset == nil {
            switch await AccountState.remainingToday(api) {
            case .success(let remaining): preview.quotaRemaining = remaining
            case .failure(let unknown): preview.quotaUnknownReason = unknown.reason
            }
        }
        return preview
    }
}
