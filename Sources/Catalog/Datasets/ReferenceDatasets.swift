package import APIModel

extension Endpoint {
    package static let timezone = Endpoint("timezone")
    package static let leaguesSeasons = Endpoint("leagues/seasons")
    package static let teamsCountries = Endpoint("teams/countries")
    package static let oddsBookmakers = Endpoint("odds/bookmakers")
    package static let oddsBets = Endpoint("odds/bets")
    package static let oddsLiveBets = Endpoint("odds/live/bets")
}

extension Dataset {
    package static let timezones = Dataset("timezones")
    package static let leagueSeasons = Dataset("league_seasons")
    package static let teamCountries = Dataset("team_countries")
    package static let oddsBookmakers = Dataset("odds_bookmakers")
    package static let oddsBets = Dataset("odds_bets")
    package static let oddsLiveBets = Dataset("odds_live_bets")
}

/// Run-wide lookup lists: one call each, whatever the scope.
extension DatasetDescriptor {
    static let timezones = lookup("timezones", .timezone, "The time zone names the API accepts.", String.self, table: "timezones")
    static let leagueSeasons = lookup(
        "league_seasons", .leaguesSeasons, "Every season the API has data for.", Int.self, table: "league_seasons")
    static let teamCountries = lookup(
        "team_countries", .teamsCountries, "The countries teams are listed under.", Country.self, table: "team_countries")
    static let oddsBookmakers = lookup(
        "odds_bookmakers", .oddsBookmakers, "Bookmaker ids and names, the lookup for odds.", OddsLabel.self, table: "bookmakers")
    static let oddsBets = lookup("odds_bets", .oddsBets, "Bet ids and names, the lookup for odds.", OddsLabel.self, table: "bets")
    /// In-play bets have ids of their own (`odds/live`'s), so their lookup is a table apart from `bets`.
    static let oddsLiveBets = lookup(
        "odds_live_bets", .oddsLiveBets, "In-play bet ids and names, the lookup for odds_live.", OddsLabel.self, table: "live_bets")

    /// A list asked for once per run, without parameters, that changes seldom.
    private static func lookup<Model: APIDecodable>(
        _ name: String, _ endpoint: Endpoint, _ summary: String, _ model: Model.Type, table: String
    ) -> DatasetDescriptor {
        DatasetDescriptor(
            name, summary: summary, endpoint: endpoint, requests: .once([:]), placement: .shared, lifetime: .week,
            absorb: storingList(model), tables: [table]
        )
    }
}
