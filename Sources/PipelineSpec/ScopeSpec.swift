/// Which leagues and seasons a pipeline covers.
package struct ScopeSpec: Sendable, Equatable {
    package var leagues: [LeagueSelector]
    package var seasons: SeasonSelector

    package init(leagues: [LeagueSelector], seasons: SeasonSelector) {
        self.leagues = leagues
        self.seasons = seasons
    }
}

/// A league named by id, or by country and name (resolved through the leagues catalog).
package enum LeagueSelector: Sendable, Hashable {
    case id(Int)
    case named(country: String, name: String)
}

/// Seasons by year (`2023` is the season starting in 2023), or each league's current season.
package enum SeasonSelector: Sendable, Equatable {
    case years([Int])
    case current
}
