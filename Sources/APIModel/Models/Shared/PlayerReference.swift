/// A player as embedded in events and transfers: `{id, name}`. Lower-league live data can
/// have a null id with the name present.
package struct PlayerReference: APIDecodable, Equatable {
    /// `id`; nil when null.
    package let id: Int?
    /// `name`, as spelled in this response.
    package let name: String?

    /// Reads a `player` or `assist` object.
    package init(_ node: JSONNode) throws(APIModelError) {
        id = try node.int("id")
        name = try node.string("name")
    }
}
