/// One item of `players`, `players/topscorers` and `players/topassists`: a profile and its
/// statistics per team-league for the season (two entries for a player who changed clubs).
package struct PlayerSeasonEntry: APIDecodable, Equatable {
    /// `player`.
    package let player: PersonProfile
    /// `statistics[]`, in the API's order.
    package let statistics: [PlayerStatistics]

    /// Reads a `players` or top-list item.
    package init(_ node: JSONNode) throws(APIModelError) {
        player = try PersonProfile(node.object("player"))
        statistics = try node.list("statistics", of: PlayerStatistics.self)
    }
}
