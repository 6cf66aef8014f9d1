package import APIModel
import Extract
package import PipelineSpec

/// Gets the leagues catalog (`leagues`, one request) through a pipeline's source: recordings,
/// the cache, or the live API.
package enum LeagueCatalogReader {
    package static func catalog(from source: SourceSpec, log: RunLog) async throws -> [LeagueCatalogEntry] {
        let chain = ResponseChain(source: source, environment: ResponseChainEnvironment(observer: log))
        let request = Request(.leagues)
        let response = try await chain.source.response(for: request)
        log.finishProgress()
        return try Envelope.decode(response.body, source: request.description).list(of: LeagueCatalogEntry.self)
    }
}
