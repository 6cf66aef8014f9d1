/// The item of `standings`: a league-season and its tables (one per group; leagues have one,
/// cups with groups several).
package struct LeagueStandings: APIDecodable, Equatable {
    /// `league`.
    package let league: LeagueReference
    /// `league.standings`: an array of groups, each an array of rows in rank order.
    package let groups: [[StandingRow]]

    /// Reads a `standings` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        let league = try node.object("league")
        self.league = try LeagueReference(league)
        groups = try league.list("standings", of: [StandingRow].self)
    }
}
