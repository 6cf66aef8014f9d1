/// A fixture as `injuries` and `odds` embed it: `{id, timezone, date, timestamp}`.
package struct FixtureReference: APIDecodable, Equatable {
    /// `id`.
    package let id: Int?
    /// `timezone` the date is given in.
    package let timezone: String?
    /// `date`, ISO 8601 with the timezone's offset.
    package let date: String?
    /// `timestamp`: kickoff in Unix seconds.
    package let timestamp: Int?

    /// Reads a `fixture` object.
    package init(_ node: JSONNode) throws(APIModelError) {
        id = try node.int("id")
        timezone = try node.string("timezone")
        date = try node.string("date")
        timestamp = try node.int("timestamp")
    }
}
