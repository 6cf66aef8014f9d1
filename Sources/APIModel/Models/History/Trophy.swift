/// One item of `trophies`: a competition a player or coach won or placed in.
package struct Trophy: APIDecodable, Equatable {
    /// `league`: the competition's name (no id is sent).
    package let league: String?
    /// `country` (`Germany`, `World`, `South-America`).
    package let country: String?
    /// `season` as text: `"2022/2023"`, or a year with the host (`"2020 Qatar"`, `"Peru 2011"`).
    package let season: String?
    /// `place` (`Winner`, `2nd Place`).
    package let place: String?

    /// Reads a `trophies` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        league = try node.string("league")
        country = try node.string("country")
        season = try node.string("season")
        place = try node.string("place")
    }
}
