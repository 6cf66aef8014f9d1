/// One item of `players/teams`: a team the player was in and the seasons he was there.
package struct PlayerTeamSeasons: APIDecodable, Equatable {
    /// `team`.
    package let team: TeamReference
    /// `seasons[]`: years, in the API's order (newest first).
    package let seasons: [Int]

    /// Reads a `players/teams` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        team = try TeamReference(node.object("team"))
        seasons = try node.list("seasons", of: Int.self)
    }
}
