/// A player's or coach's `birth {date, place, country}`.
package struct PersonBirth: APIDecodable, Equatable {
    /// `date`, `YYYY-MM-DD`.
    package let date: String?
    /// `place`; often null.
    package let place: String?
    /// `country`.
    package let country: String?

    /// Reads a `birth` object.
    package init(_ node: JSONNode) throws(APIModelError) {
        date = try node.string("date")
        place = try node.string("place")
        country = try node.string("country")
    }
}
