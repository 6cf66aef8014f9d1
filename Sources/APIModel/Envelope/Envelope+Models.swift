import JSON

/// Typed reads of an envelope's `response`.
extension Envelope {
    /// Every item of a list response read as `Model` (`envelope.list(of: Fixture.self)`);
    /// paths in errors start at `response[i]`.
    package func list<Model: APIDecodable>(of type: Model.Type) throws(APIModelError) -> [Model] {
        try response.list(of: type)
    }

    /// A single-object response (`status`) read as `Model`; nil when the response is empty
    /// (an error envelope answers `[]`).
    package func item<Model: APIDecodable>(of type: Model.Type) throws(APIModelError) -> Model? {
        switch response.value {
        case nil, .null?: return nil
        case .array(let items)? where items.isEmpty: return nil
        case .object?: return try Model(response)
        case let other?: throw response.unreadable(nil, expected: "an object", found: other.summary)
        }
    }
}
