/// A season's `coverage` in the leagues catalog: which data the API has for it. Each flag is nil
/// when the API did not send it; the planner counts a missing flag as covered.
package struct Coverage: APIDecodable, Hashable, Sendable {
    /// `fixtures.events`.
    package var events: Bool?
    /// `fixtures.lineups`.
    package var lineups: Bool?
    /// `fixtures.statistics_fixtures`: team match statistics.
    package var fixtureStatistics: Bool?
    /// `fixtures.statistics_players`: player match statistics.
    package var playerStatistics: Bool?
    package var standings: Bool?
    package var players: Bool?
    package var topScorers: Bool?
    package var topAssists: Bool?
    package var topCards: Bool?
    package var injuries: Bool?
    package var predictions: Bool?
    package var odds: Bool?

    package init(
        events: Bool? = nil, lineups: Bool? = nil, fixtureStatistics: Bool? = nil, playerStatistics: Bool? = nil,
        standings: Bool? = nil, players: Bool? = nil, topScorers: Bool? = nil, topAssists: Bool? = nil,
        topCards: Bool? = nil, injuries: Bool? = nil, predictions: Bool? = nil, odds: Bool? = nil
    ) {
        self.events = events
        self.lineups = lineups
        self.fixtureStatistics = fixtureStatistics
        self.playerStatistics = playerStatistics
        self.standings = standings
        self.players = players
        self.topScorers = topScorers
        self.topAssists = topAssists
        self.topCards = topCards
        self.injuries = injuries
        self.predictions = predictions
        self.odds = odds
    }

    /// Reads a season's `coverage` object.
    package init(_ node: JSONNode) throws(APIModelError) {
        let fixtures = try node.object("fixtures")
        self.init(
            events: try fixtures.bool("events"), lineups: try fixtures.bool("lineups"),
            fixtureStatistics: try fixtures.bool("statistics_fixtures"), playerStatistics: try fixtures.bool("statistics_players"),
            standings: try node.bool("standings"), players: try node.bool("players"),
            topScorers: try node.bool("top_scorers"), topAssists: try node.bool("top_assists"),
            topCards: try node.bool("top_cards"), injuries: try node.bool("injuries"),
            predictions: try node.bool("predictions"), odds: try node.bool("odds"))
    }

    /// Whether the API has the data `flag` stands for; a flag it did not send counts as covered.
    package func covers(_ flag: Flag) -> Bool {
        switch flag {
        case .fixtureDetails:
            [events, lineups, fixtureStatistics, playerStatistics].contains { $0 ?? true }
        case .standings: standings ?? true
        case .players: players ?? true
        case .topScorers: topScorers ?? true
        case .topAssists: topAssists ?? true
        case .topCards: topCards ?? true
        case .injuries: injuries ?? true
        case .predictions: predictions ?? true
        case .odds: odds ?? true
        }
    }
}

extension Coverage {
    /// The coverage a dataset needs (its descriptor names it): the planner skips the dataset
    /// for a season whose coverage says false.
    package enum Flag: Sendable, Hashable {
        /// Any of events, lineups, team or player statistics.
        case fixtureDetails
        case standings
        case players
        case topScorers
        case topAssists
        /// Top yellow and red card lists.
        case topCards
        case injuries
        case predictions
        /// Pre-match odds.
        case odds

        /// Why the plan leaves the dataset out where the flag is false (for `plan` and the manifest).
        package var skipReason: String {
            switch self {
            case .fixtureDetails: "the API's coverage for this season has no events, lineups or statistics"
            case .players: "the API's coverage for this season has no player statistics"
            case .standings: "the API's coverage for this season says it has no standings"
            case .topScorers: "the API's coverage for this season says it has no top_scorers"
            case .topAssists: "the API's coverage for this season says it has no top_assists"
            case .topCards: "the API's coverage for this season says it has no top cards lists"
            case .injuries: "the API's coverage for this season says it has no injuries"
            case .predictions: "the API's coverage for this season says it has no predictions"
            case .odds: "the API's coverage for this season says it has no pre-match odds"
            }
        }
    }
}
