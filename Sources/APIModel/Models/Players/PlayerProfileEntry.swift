/// One item of `players/profiles`: `{player}` with the profile, shirt number and position.
package struct PlayerProfileEntry: APIDecodable, Equatable {
    /// `player`.
    package let player: PersonProfile

    /// Reads a `players/profiles` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        player = try PersonProfile(node.object("player"))
    }
}
