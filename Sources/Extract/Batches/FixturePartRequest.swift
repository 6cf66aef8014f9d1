package import APIModel
import Catalog
package import JSON

/// A per-match request (`fixtures/events?fixture=ID`) that a stored `fixtures?ids=` batch can
/// answer: the batch's item for the match holds the same list under the dataset's `detailsKey`.
/// Recordings and the cache answer it from such a batch before anything is sent.
package struct FixturePartRequest: Sendable, Hashable {
    package let request: Request
    package let fixture: Int
    /// The key of the batch item holding the answer (`events`).
    package let key: String

    /// The part `request` asks for; nil for any request a batch cannot answer.
    package init?(_ request: Request) {
        guard request.parameters.count == 1, let id = request["fixture"].flatMap({ Int($0) }),
            let descriptor = DatasetCatalog.all.first(where: { $0.endpoint == request.endpoint && $0.serves(request) }),
            let key = descriptor.detailsKey
        else { return nil }
        self.request = request
        self.fixture = id
        self.key = key
    }

    /// The envelope the endpoint would have sent, cut from a batch's item for the match; nil
    /// when the item does not hold the list (then the request is answered on its own).
    package func answer(from item: JSONValue) -> JSONValue? {
        guard case .object(let match) = item, case .array(let list)? = match[key] else { return nil }
        return CachingResponseSource.envelope(answering: request, items: list)
    }

    /// The response for this request, cut from `batch`'s item.
    func response(from item: JSONValue, batch: Request, origin: ResponseOrigin, location: String?) -> Response? {
        guard let envelope = answer(from: item) else { return nil }
        var response = Response(
            request: request, body: Array(JSONWriter.compact(envelope).utf8), origin: origin, parsed: envelope, location: location)
        response.cutFrom = batch
        response.batchItem = item
        return response
    }
}
