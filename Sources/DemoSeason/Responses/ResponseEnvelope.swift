import APIModel
import JSON

/// Wraps a response list in the API's envelope: `get, parameters, errors, results, paging,
/// response`, in that order.
enum ResponseEnvelope {
    /// The envelope answering `request`. Parameters are echoed as strings, or as an empty
    /// array when there are none (as the API does); `pagingCurrent` is 0 for the top lists.
    static func wrap(_ request: Request, _ response: [JSONValue], pagingCurrent: Int = 1) -> JSONValue {
        let parameters: JSONValue = request.parameters.isEmpty
            ? .array([])
            : .object(JSONObject(request.parameters.map { (key: $0.name, value: .string($0.value)) }))
        return .object([
            "get": .string(request.endpoint.rawValue),
            "parameters": parameters,
            "errors": .array([]),
            "results": .int(response.count),
            "paging": .object(["current": .int(pagingCurrent), "total": .int(1)]),
            "response": .array(response),
        ])
    }
}
