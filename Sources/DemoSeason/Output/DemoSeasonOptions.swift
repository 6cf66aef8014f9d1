/// What to generate: how many leagues, which season, which seed.
package struct DemoSeasonOptions: Sendable, Equatable {
    package let leagues: Int
    package let season: Int
    package let seed: UInt64

    /// The seasons the generator supports (fixture ids encode the year).
    package static let seasons = 2010...2090
    /// The league counts it supports (ids 9001…9009).
    package static let leagueCounts = 1...LeagueIdentity.maximumCount

    /// Checked options.
    package init(leagues: Int, season: Int = 2023, seed: UInt64 = 1) throws(DemoSeasonError) {
        guard Self.leagueCounts.contains(leagues) else {
            throw .invalidLeagueCount(given: leagues, allowed: Self.leagueCounts)
        }
        guard Self.seasons.contains(season) else { throw .invalidSeason(given: season, allowed: Self.seasons) }
        self.leagues = leagues
        self.season = season
        self.seed = seed
    }
}
