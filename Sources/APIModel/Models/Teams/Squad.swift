/// The item of `players/squads`: a team and its current squad.
package struct Squad: APIDecodable, Equatable {
    /// `team`.
    package let team: TeamReference
    /// `players[]`, in the API's order.
    package let players: [Player]

    /// One squad member.
    package struct Player: APIDecodable, Equatable {
        /// `id`.
        package let id: Int?
        /// `name`.
        package let name: String?
        /// `age` in years.
        package let age: Int?
        /// `number`; null for every player of national teams.
        package let number: Int?
        /// `position`: `Goalkeeper`, `Defender`, `Midfielder`, `Attacker`.
        package let position: String?
        /// `photo` URL.
        package let photo: String?

        /// Reads an element of `players`.
        package init(_ node: JSONNode) throws(APIModelError) {
            id = try node.int("id")
            name = try node.string("name")
            age = try node.int("age")
            number = try node.int("number")
            position = try node.string("position")
            photo = try node.string("photo")
        }
    }

    /// Reads the `players/squads` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        team = try TeamReference(node.object("team"))
        players = try node.list("players", of: Player.self)
    }
}
