@testable import APIModel

/// Which model reads each endpoint's `response`, keyed by the path the envelope's `get`
/// echoes. Each entry decodes the whole response and returns how many items it read (1 for
/// the single-object answers). The catalog will own this mapping; the tests keep their own
/// copy so every recorded or documented answer is checked against it.
enum EndpointModels {
    /// Endpoint path → decode-and-count.
    static let readers: [String: @Sendable (Envelope) throws -> Int] = [
        "status": object(AccountStatus.self),
        "timezone": list(String.self),
        "countries": list(Country.self),
        "leagues": list(LeagueCatalogEntry.self),
        "leagues/seasons": list(Int.self),
        "teams": list(TeamProfile.self),
        "teams/statistics": object(TeamSeasonStatistics.self),
        "teams/seasons": list(Int.self),
        "teams/countries": list(Country.self),
        "venues": list(Venue.self),
        "standings": list(LeagueStandings.self),
        "fixtures": list(Fixture.self),
        "fixtures/rounds": list(FixtureRound.self),
        "fixtures/headtohead": list(Fixture.self),
        "fixtures/statistics": list(FixtureTeamStatistics.self),
        "fixtures/events": list(FixtureEvent.self),
        "fixtures/lineups": list(Lineup.self),
        "fixtures/players": list(FixtureTeamPlayers.self),
        "injuries": list(Injury.self),
        "predictions": list(Prediction.self),
        "coachs": list(Coach.self),
        "players/seasons": list(Int.self),
        "players/profiles": list(PlayerProfileEntry.self),
        "players": list(PlayerSeasonEntry.self),
        "players/squads": list(Squad.self),
        "players/teams": list(PlayerTeamSeasons.self),
        "players/topscorers": list(PlayerSeasonEntry.self),
        "players/topassists": list(PlayerSeasonEntry.self),
        "players/topyellowcards": list(PlayerSeasonEntry.self),
        "players/topredcards": list(PlayerSeasonEntry.self),
        "transfers": list(TransferHistory.self),
        "trophies": list(Trophy.self),
        "sidelined": list(SidelinedPeriod.self),
        "odds": list(FixtureOdds.self),
        "odds/bookmakers": list(OddsLabel.self),
        "odds/bets": list(OddsLabel.self),
        "odds/live/bets": list(OddsLabel.self),
        "odds/live": list(LiveOdds.self),
        "odds/mapping": list(OddsMapping.self)
    ]

    /// Endpoints whose `response` is one object, where `results` counts its keys.
    static let singleObject: Set<String> = ["status", "teams/statistics"]

    private static func list<Model: APIDecodable>(_ type: Model.Type) -> @Sendable (Envelope) throws -> Int {
        { try $0.list(of: type).count }
    }

    private static func object<Model: APIDecodable>(_ type: Model.Type) -> @Sendable (Envelope) throws -> Int {
        { try $0.item(of: type) == nil ? 0 : 1 }
    }
}
