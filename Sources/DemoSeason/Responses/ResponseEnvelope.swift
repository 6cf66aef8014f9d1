import JSON

/// Wraps a response in the API's envelope: `get, parameters, errors, results, paging,
/// response`, in that order.
enum ResponseEnvelope {
    /// The envelope answering `request`. Parameters are echoed as strings, or as an empty
    /// array when there are none (as the API does); `pagingCurrent` is 0 for the top lists.
    static func wrap(
        _ request: DemoRequest, _ response: [JSONValue], pagingCurrent: Int = 1,
        pagingTotal: Int = 1
    ) -> JSONValue {
        envelope(request, results: response.count, paging: (pagingCurrent, pagingTotal), .array(response))
    }

    /// The envelope of an answer that is one object (`teams/statistics`): `results` counts its
    /// keys, as the API does.
    static func wrap(_ request: DemoRequest, single object: JSONObject) -> JSONValue {
        envelope(request, results: object.entries.count, paging: (1, 1), .object(object))
    }

    private static func envelope(
        _ request: DemoRequest, results: Int, paging: (current: Int, total: Int),
        _ response: JSONValue
    ) -> JSONValue {
        let parameters: JSONValue =
            request.parameters.isEmpty
            ? .array([])
            : .object(JSONObject(request.parameters.map { JSONObject.Entry($0.name, .string($0.value)) }))
        return .object([
            "get": .string(request.path),
            "parameters": parameters,
            "errors": .array([]),
            "results": .int(results),
            "paging": .object(["current": .int(paging.current), "total": .int(paging.total)]),
            "response": response
        ])
    }
}
