/// One item of `teams`: a team's details and its home venue.
package struct TeamProfile: APIDecodable, Equatable {
    /// `team.id`; required.
    package let id: Int
    /// `team.name`.
    package let name: String?
    /// `team.code`: three letters (`MUN`); often null.
    package let code: String?
    /// `team.country` name.
    package let country: String?
    /// `team.founded` year; often null.
    package let founded: Int?
    /// `team.national`: a national team.
    package let national: Bool?
    /// `team.logo` URL.
    package let logo: String?
    /// `venue`; every member may be null.
    package let venue: Venue

    /// Reads a `teams` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        let team = try node.object("team")
        id = try team.requiredInt("id")
        name = try team.string("name")
        code = try team.string("code")
        country = try team.string("country")
        founded = try team.int("founded")
        national = try team.bool("national")
        logo = try team.string("logo")
        venue = try Venue(node.object("venue"))
    }
}
