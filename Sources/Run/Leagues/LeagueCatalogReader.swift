package import APIModel
import Extract
package import PipelineSpec

/// Gets the leagues catalog (`leagues`, one request) through a pipeline's source: recordings,
/// the cache, or the live API. Without a key (its variable unset), only what is stored answers,
/// and a catalog nothing stored holds throws the unset key's error.
package enum LeagueCatalogReader {
    package static func catalog(from source: SourceSpec, log: RunLog) async throws -> [LeagueCatalogEntry] {
        let request = Request(.leagues)
        let response: Response
        if case .api(let api) = source, let unset = api.key.unset {
            do {
                response = try await ResponseChain.storedAnswers(of: source).response(for: request)
            } catch let error as ExtractError where error.isAbsence {
                throw unset
            }
        } else {
            let chain = ResponseChain(source: source, environment: ResponseChainEnvironment(observer: log))
            response = try await chain.source.response(for: request)
        }
        log.finishProgress()
        return try Envelope.decode(response.body, source: request.description).list(of: LeagueCatalogEntry.self)
    }
}
