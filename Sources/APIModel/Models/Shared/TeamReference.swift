/// A team as embedded in other objects: `{id, name, logo}`.
package struct TeamReference: APIDecodable, Equatable {
    /// `id`; nil when the API leaves it out.
    package let id: Int?
    /// `name`, as spelled in this response.
    package let name: String?
    /// `logo` URL.
    package let logo: String?

    /// Reads a `team` object (or `teams.in`/`teams.out`).
    package init(_ node: JSONNode) throws(APIModelError) {
        id = try node.int("id")
        name = try node.string("name")
        logo = try node.string("logo")
    }
}
