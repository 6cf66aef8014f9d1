/// One item of `venues`, and the `venue` of a `teams` item (which has no `country`).
package struct Venue: APIDecodable, Equatable {
    /// `id`; null for some youth and women's teams' venues.
    package let id: Int?
    /// `name`.
    package let name: String?
    /// `address`; often null, and may carry HTML entities (`&apos;`) literally.
    package let address: String?
    /// `city`.
    package let city: String?
    /// `country`; `venues` only.
    package let country: String?
    /// `capacity` in seats.
    package let capacity: Int?
    /// `surface` (`grass`, `artificial turf`).
    package let surface: String?
    /// `image` URL.
    package let image: String?

    /// Reads a `venues` item or a team's `venue`.
    package init(_ node: JSONNode) throws(APIModelError) {
        id = try node.int("id")
        name = try node.string("name")
        address = try node.string("address")
        city = try node.string("city")
        country = try node.string("country")
        capacity = try node.int("capacity")
        surface = try node.string("surface")
        image = try node.string("image")
    }
}
