/// The request shape of every dataset added to the demo season, in one place so a shape can
/// change in one line: what the planner asks for is what the generator writes.
package enum DemoRequests {
    /// `teams?league=&season=`.
    package static func teams(_ league: LeagueIdentity) -> DemoRequest {
        DemoRequest(path: "teams", scope(league))
    }

    /// `venues?id=`.
    package static func venue(_ id: Int) -> DemoRequest {
        DemoRequest(path: "venues", ["id": String(id)])
    }

    /// `teams/statistics?league=&season=&team=`.
    package static func teamStatistics(_ league: LeagueIdentity, team: Int) -> DemoRequest {
        DemoRequest(path: "teams/statistics", scope(league).merging(["team": String(team)]) { a, _ in a })
    }

    /// `injuries?league=&season=`.
    package static func injuries(_ league: LeagueIdentity) -> DemoRequest {
        DemoRequest(path: "injuries", scope(league))
    }

    /// `predictions?fixture=`.
    package static func prediction(fixture: Int) -> DemoRequest {
        DemoRequest(path: "predictions", ["fixture": String(fixture)])
    }

    /// `odds?league=&season=`, then `&page=2`, `&page=3`…: the first page has no `page`.
    package static func odds(_ league: LeagueIdentity, page: Int) -> DemoRequest {
        DemoRequest(path: "odds", page == 1 ? scope(league) : scope(league).merging(["page": String(page)]) { a, _ in a })
    }

    /// Odds fixtures per page.
    package static let oddsPageSize = 10

    /// `odds/bookmakers`, no parameters.
    package static let bookmakers = DemoRequest(path: "odds/bookmakers")

    /// `odds/bets`, no parameters.
    package static let bets = DemoRequest(path: "odds/bets")

    /// `sidelined?player=`.
    package static func sidelined(player: Int) -> DemoRequest {
        DemoRequest(path: "sidelined", ["player": String(player)])
    }

    /// `trophies?player=`.
    package static func trophies(player: Int) -> DemoRequest {
        DemoRequest(path: "trophies", ["player": String(player)])
    }

    private static func scope(_ league: LeagueIdentity) -> [String: String] {
        ["league": String(league.id), "season": String(league.season)]
    }
}
