/// A league-season as embedded in fixtures, standings and player statistics.
package struct LeagueReference: APIDecodable, Equatable {
    /// `id`.
    package let id: Int?
    /// `name`.
    package let name: String?
    /// `country` name (`World` for international competitions).
    package let country: String?
    /// `logo` URL.
    package let logo: String?
    /// `flag` URL; null for `World`.
    package let flag: String?
    /// `season` year (`"2023"` reads too).
    package let season: Int?
    /// `round` (`Regular Season - 12`, `Round of 16`); fixtures only.
    package let round: String?

    /// Reads a `league` object.
    package init(_ node: JSONNode) throws(APIModelError) {
        id = try node.int("id")
        name = try node.string("name")
        country = try node.string("country")
        logo = try node.string("logo")
        flag = try node.string("flag")
        season = try node.int("season")
        round = try node.string("round")
    }
}
