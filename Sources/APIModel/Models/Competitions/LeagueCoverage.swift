/// A season's `coverage`: which data the API has for it (nil when not sent).
package struct LeagueCoverage: APIDecodable, Equatable {
    /// `fixtures.events`.
    package let events: Bool?
    /// `fixtures.lineups`.
    package let lineups: Bool?
    /// `fixtures.statistics_fixtures`: team match statistics.
    package let fixtureStatistics: Bool?
    /// `fixtures.statistics_players`: player match statistics.
    package let playerStatistics: Bool?
    /// `standings`.
    package let standings: Bool?
    /// `players`.
    package let players: Bool?
    /// `top_scorers`.
    package let topScorers: Bool?
    /// `top_assists`.
    package let topAssists: Bool?
    /// `top_cards`.
    package let topCards: Bool?
    /// `injuries`.
    package let injuries: Bool?
    /// `predictions`.
    package let predictions: Bool?
    /// `odds`.
    package let odds: Bool?

    /// Reads a season's `coverage` object.
    package init(_ node: JSONNode) throws(APIModelError) {
        let fixtures = try node.object("fixtures")
        events = try fixtures.bool("events")
        lineups = try fixtures.bool("lineups")
        fixtureStatistics = try fixtures.bool("statistics_fixtures")
        playerStatistics = try fixtures.bool("statistics_players")
        standings = try node.bool("standings")
        players = try node.bool("players")
        topScorers = try node.bool("top_scorers")
        topAssists = try node.bool("top_assists")
        topCards = try node.bool("top_cards")
        injuries = try node.bool("injuries")
        predictions = try node.bool("predictions")
        odds = try node.bool("odds")
    }
}
