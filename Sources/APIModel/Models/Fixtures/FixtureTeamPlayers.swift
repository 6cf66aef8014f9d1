/// One team's entry in a fixture's `players` (or a `fixtures/players` answer): every player
/// who was in the squad, with the match statistics block.
package struct FixtureTeamPlayers: APIDecodable, Equatable {
    /// `team`.
    package let team: TeamReference
    /// `team.update`: when the API last updated these numbers, with a local offset.
    package let update: String?
    /// `players[]`, in the API's order.
    package let players: [Player]

    /// One `{player, statistics}` entry.
    package struct Player: APIDecodable, Equatable {
        /// `player.id`; 0 or null for some substitutes.
        package let id: Int?
        /// `player.name`.
        package let name: String?
        /// `player.photo` URL.
        package let photo: String?
        /// `statistics[0]`: the match block; nil when the list is empty.
        package let statistics: PlayerStatistics?

        /// Reads an element of a team's `players`.
        package init(_ node: JSONNode) throws(APIModelError) {
            let player = try node.object("player")
            id = try player.int("id")
            name = try player.string("name")
            photo = try player.string("photo")
            statistics = try node.elements("statistics")?.first.map { (block) throws(APIModelError) in
                try PlayerStatistics(block)
            }
        }
    }

    /// Reads an element of a fixture's `players`.
    package init(_ node: JSONNode) throws(APIModelError) {
        let team = try node.object("team")
        self.team = try TeamReference(team)
        update = try team.string("update")
        players = try node.list("players", of: Player.self)
    }
}
