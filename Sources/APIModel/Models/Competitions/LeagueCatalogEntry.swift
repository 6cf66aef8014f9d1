/// One item of `leagues`: a league or cup, its country, and every season with what the API
/// covers for it.
package struct LeagueCatalogEntry: APIDecodable, Equatable {
    /// `league.id`; required.
    package let id: Int
    /// `league.name`.
    package let name: String?
    /// `league.type`: `League` or `Cup`.
    package let type: String?
    /// `league.logo` URL.
    package let logo: String?
    /// `country`.
    package let country: Country
    /// `seasons[]`, in the API's order (oldest first).
    package let seasons: [Season]

    /// One season of the league.
    package struct Season: APIDecodable, Equatable {
        /// `year` the season starts in.
        package let year: Int?
        /// `start` date, `YYYY-MM-DD`.
        package let start: String?
        /// `end` date, `YYYY-MM-DD`.
        package let end: String?
        /// `current`: the season the API considers current.
        package let current: Bool?
        /// `coverage`.
        package let coverage: Coverage

        /// Reads an element of `seasons`.
        package init(_ node: JSONNode) throws(APIModelError) {
            year = try node.int("year")
            start = try node.string("start")
            end = try node.string("end")
            current = try node.bool("current")
            coverage = try Coverage(node.object("coverage"))
        }
    }

    /// Reads a `leagues` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        let league = try node.object("league")
        id = try league.requiredInt("id")
        name = try league.string("name")
        type = try league.string("type")
        logo = try league.string("logo")
        country = try Country(node.object("country"))
        seasons = try node.list("seasons", of: Season.self)
    }
}
