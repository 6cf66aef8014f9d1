/// One item of `injuries`: a player who misses, or may miss, a fixture.
package struct Injury: APIDecodable, Equatable {
    /// `player {id, name, photo}`.
    package let player: PlayerReference
    /// `player.photo` URL.
    package let photo: String?
    /// `player.type`: `Missing Fixture` or `Questionable`.
    package let type: String?
    /// `player.reason`: free text (`Knee Injury`, `Yellow Cards`, `Suspended`).
    package let reason: String?
    /// `team`.
    package let team: TeamReference
    /// `fixture`.
    package let fixture: FixtureReference
    /// `league` (sent with its keys in the order `id, season, name, …`).
    package let league: LeagueReference

    /// Reads an `injuries` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        let player = try node.object("player")
        self.player = try PlayerReference(player)
        photo = try player.string("photo")
        type = try player.string("type")
        reason = try player.string("reason")
        team = try TeamReference(node.object("team"))
        fixture = try FixtureReference(node.object("fixture"))
        league = try LeagueReference(node.object("league"))
    }
}
