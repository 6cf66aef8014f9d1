import JSON
import Testing

/// The file names of the added datasets for league 9001, season 2023, spelled out literally
/// (docs/ARCHITECTURE.md §7: parameters sorted by name): what the planner will ask for.
enum AddedRequestShapes {
    /// Every added recording, given the season's teams, fixtures and top-list players.
    static func paths(teams: [Int], fixtures: [JSONValue], players: [Int]) throws -> [String] {
        let venues = Set(fixtures.compactMap { $0["fixture"]["venue"]["id"].int }).sorted()
        let fixtureIDs = fixtures.compactMap { $0["fixture"]["id"].int }.sorted()
        let pages = (fixtureIDs.count + 9) / 10
        var paths = [
            "teams/league=9001&season=2023.json", "injuries/league=9001&season=2023.json",
            "odds/league=9001&season=2023.json", "odds_bookmakers/_.json", "odds_bets/_.json"
        ]
        paths += venues.map { "venues/id=\($0).json" }
        paths += teams.map { "teams_statistics/league=9001&season=2023&team=\($0).json" }
        paths += fixtureIDs.map { "predictions/fixture=\($0).json" }
        paths += (2...max(2, pages)).filter { $0 <= pages }.map { "odds/league=9001&page=\($0)&season=2023.json" }
        paths += players.map { "sidelined/player=\($0).json" }
        paths += players.map { "trophies/player=\($0).json" }
        return paths
    }
}
