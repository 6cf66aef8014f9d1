/// One team's entry in a fixture's `lineups`: formation, coach, starting XI and bench.
package struct Lineup: APIDecodable, Equatable {
    /// `team`.
    package let team: TeamReference
    /// `team.colors`: shirt colours; members nil when not sent.
    package let colors: Colors
    /// `coach`; every member may be null.
    package let coach: Coach
    /// `formation` (`4-3-3`).
    package let formation: String?
    /// `startXI[].player`, in the API's order.
    package let startXI: [Player]
    /// `substitutes[].player`, in the API's order.
    package let substitutes: [Player]

    /// A player in `startXI` or `substitutes`.
    package struct Player: APIDecodable, Equatable {
        /// `id`; null for some substitutes (the same player has id 0 in `players`).
        package let id: Int?
        /// `name`.
        package let name: String?
        /// `number` on the shirt.
        package let number: Int?
        /// `pos`: `G`, `D`, `M`, `F`.
        package let position: String?
        /// `grid`: `"row:col"` for starters, null for substitutes.
        package let grid: String?

        /// Reads an element of `startXI`/`substitutes`, which wraps the player as `{player: …}`.
        package init(_ node: JSONNode) throws(APIModelError) {
            let player = try node.object("player")
            id = try player.int("id")
            name = try player.string("name")
            number = try player.int("number")
            position = try player.string("pos")
            grid = try player.string("grid")
        }
    }

    /// `coach {id, name, photo}`.
    package struct Coach: Sendable, Equatable {
        /// `id`.
        package let id: Int?
        /// `name`.
        package let name: String?
        /// `photo` URL.
        package let photo: String?
    }

    /// `team.colors {player, goalkeeper}`.
    package struct Colors: Sendable, Equatable {
        /// Outfield players' kit.
        package let player: Kit
        /// The goalkeeper's kit.
        package let goalkeeper: Kit
    }

    /// One kit's colours: hex without `#` (`"abd1f5"`, sometimes all digits).
    package struct Kit: Sendable, Equatable {
        /// `primary` colour.
        package let primary: String?
        /// `number` colour.
        package let number: String?
        /// `border` colour.
        package let border: String?
    }

    /// Reads an element of `lineups`.
    package init(_ node: JSONNode) throws(APIModelError) {
        let team = try node.object("team")
        self.team = try TeamReference(team)
        let colors = try team.object("colors")
        self.colors = Colors(player: try Self.kit(colors.object("player")), goalkeeper: try Self.kit(colors.object("goalkeeper")))
        let coach = try node.object("coach")
        self.coach = Coach(id: try coach.int("id"), name: try coach.string("name"), photo: try coach.string("photo"))
        formation = try node.string("formation")
        startXI = try node.list("startXI", of: Player.self)
        substitutes = try node.list("substitutes", of: Player.self)
    }

    private static func kit(_ node: JSONNode) throws(APIModelError) -> Kit {
        Kit(primary: try node.string("primary"), number: try node.string("number"), border: try node.string("border"))
    }
}
