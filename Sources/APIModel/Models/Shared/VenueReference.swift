/// A fixture's venue: `{id, name, city}`; the id can be null with the name present.
package struct VenueReference: APIDecodable, Equatable {
    /// `id`.
    package let id: Int?
    /// `name`, as spelled in this response.
    package let name: String?
    /// `city`.
    package let city: String?

    /// Reads a `venue` object.
    package init(_ node: JSONNode) throws(APIModelError) {
        id = try node.int("id")
        name = try node.string("name")
        city = try node.string("city")
    }
}
