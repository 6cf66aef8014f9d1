import APIModel
package import PipelineSpec

extension ResponseChain {
    /// A chain that answers only from what is stored (recordings, the cache) and never sends a
    /// request: what `football-etl plan` looks through.
    package static func storedAnswers(of spec: SourceSpec, environment: ResponseChainEnvironment = ResponseChainEnvironment())
        -> any ResponseSource
    {
        switch spec {
        case .recorded(let directory, let limit):
            return ReplayingResponseSource(directory: directory, answerLimit: limit)
        case .api(let api):
            guard let cache = api.cacheDirectory else { return NoNetworkResponseSource() }
            return CachingResponseSource(
                inner: NoNetworkResponseSource(), directory: cache, baseURL: api.effectiveBaseURL,
                policy: environment.cacheLifetimes, clock: environment.clock, answerLimit: api.answerLimit
            )
        }
    }
}

/// Answers nothing: every request is "not fetched". The bottom of a preview chain.
struct NoNetworkResponseSource: ResponseSource {
    func response(for request: Request) async throws -> Response {
        throw ExtractError.notFetchedInPreview(request: request)
    }
}

/// The bottom of an `--offline` chain: whatever recordings and the cache do not answer ends the
/// run, naming the request and the dataset that needs it.
struct OfflineResponseSource: ResponseSource {
    func response(for request: Request) async throws -> Response {
        throw ExtractError.notStoredOffline(request: request)
    }
}
