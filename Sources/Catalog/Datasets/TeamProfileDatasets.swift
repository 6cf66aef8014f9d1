package import APIModel

extension Endpoint {
    package static let teams = Endpoint("teams")
    package static let teamsStatistics = Endpoint("teams/statistics")
    package static let teamsSeasons = Endpoint("teams/seasons")
    package static let venues = Endpoint("venues")
}

extension Dataset {
    package static let teams = Dataset("teams")
    package static let venues = Dataset("venues")
    package static let teamStatistics = Dataset("team_statistics")
    package static let teamSeasons = Dataset("team_seasons")
}

/// Teams, their grounds and their season statistics.
extension DatasetDescriptor {
    static let teams = DatasetDescriptor(
        "teams", summary: "The season's teams with their home venue, one call per league-season.",
        endpoint: .teams, requests: .perLeagueSeason(variants: [[:]]), placement: .perLeagueSeason(by: .request), lifetime: .week,
        absorb: storingList(TeamProfile.self), tables: ["teams", "venues"]
    )

    static let venues = DatasetDescriptor(
        "venues", summary: "Every venue the season's fixtures are played at, one call per venue.",
        endpoint: .venues, requests: .perVenue, placement: .shared, lifetime: .week,
        claims: [AnswerClaim("id", ["id"])],
        absorb: storingList(Venue.self), tables: ["venues"]
    )

    static let teamStatistics = DatasetDescriptor(
        "team_statistics", summary: "Each team's season statistics: record, goals by minute, formations, cards by minute.",
        endpoint: .teamsStatistics, requests: .perTeam(withLeagueSeason: true), placement: .perLeagueSeason(by: .request),
        lifetime: .seasonState,
        answerShape: .object,
        absorb: storingObject(TeamSeasonStatistics.self),
        tables: ["team_season_stats", "team_goals_by_minute", "team_goals_under_over", "team_formations", "team_cards_by_minute"]
    )

    static let teamSeasons = DatasetDescriptor(
        "team_seasons", summary: "The seasons the API has for each team.",
        endpoint: .teamsSeasons, requests: .perTeam(withLeagueSeason: false), placement: .shared, lifetime: .week,
        absorb: storingList(Int.self), tables: ["team_seasons"]
    )
}
