/// A model read from a `JSONNode`: tolerant of the API's mixed types without trial-and-error
/// decoding, and throwing with the path of any value it cannot read.
package protocol APIDecodable: Sendable {
    /// Reads the model from `node`.
    init(_ node: JSONNode) throws(APIModelError)
}

extension Array: APIDecodable where Element: APIDecodable {
    /// An array of models (standings groups are arrays of arrays); null reads as empty.
    package init(_ node: JSONNode) throws(APIModelError) {
        self = try node.list(of: Element.self)
    }
}

extension String: APIDecodable {
    /// Text that must be present (`fixtures/rounds` answers an array of strings).
    package init(_ node: JSONNode) throws(APIModelError) {
        self = try node.requiredString()
    }
}

extension Int: APIDecodable {
    /// An integer that must be present (`leagues/seasons` answers an array of years).
    package init(_ node: JSONNode) throws(APIModelError) {
        self = try node.requiredInt()
    }
}
