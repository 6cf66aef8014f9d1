import Extract
package import PipelineSpec

extension PlanPreview {
    /// The preview `plan` prints: the pipeline's requests looked up in its stored answers
    /// (recordings, or the cache with the pipeline's lifetimes), and, for `source: api` unless
    /// `offline`, today's remaining requests from the free status endpoint.
    package static func make(pipeline: Pipeline, offline: Bool) async throws -> PlanPreview {
        let lookup = ResponseChain.storedAnswers(
            of: pipeline.source,
            environment: ResponseChainEnvironment(cacheLifetimes: CacheLifetimePolicy(pipelineLifetimes: pipeline.extract.cacheLifetimes))
        )
        var preview = try await make(pipeline: pipeline, lookup: lookup)
        if case .api(let api) = pipeline.source, !offline {
            switch await AccountState.remainingToday(api) {
            case .success(let remaining): preview.quotaRemaining = remaining
            case .failure(let unknown): preview.quotaUnknownReason = unknown.reason
            }
        }
        return preview
    }
}
