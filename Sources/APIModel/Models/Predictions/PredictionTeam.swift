/// One side in a prediction's `teams`: the team, its last five matches and its season so far.
package struct PredictionTeam: Sendable, Equatable {
    /// `id`, `name`, `logo`.
    package let team: TeamReference
    /// `last_5`.
    package let lastFive: LastFive
    /// `league`: the season's statistics (the `teams/statistics` members without league and team).
    package let season: TeamSeasonStatistics

    /// `last_5`: form over the last five matches. Ratings are percentage text (`"80%"`);
    /// averages are text in live answers (`"2.2"`) but numbers in the documentation (`0.6`),
    /// and read as text either way.
    package struct LastFive: Sendable, Equatable {
        /// `played` (absent in older answers).
        package let played: Int?
        /// `form` rating (`"80%"`).
        package let form: String?
        /// `att`: attack rating.
        package let attack: String?
        /// `def`: defence rating.
        package let defence: String?
        /// `goals.for.total`.
        package let goalsFor: Int?
        /// `goals.for.average`.
        package let goalsForAverage: String?
        /// `goals.against.total`.
        package let goalsAgainst: Int?
        /// `goals.against.average`.
        package let goalsAgainstAverage: String?
    }

    /// Reads `teams.home` or `teams.away` of a prediction.
    package init(_ node: JSONNode) throws(APIModelError) {
        team = try TeamReference(node)
        let last = try node.object("last_5")
        let goals = try last.object("goals")
        let scored = try goals.object("for")
        let conceded = try goals.object("against")
        lastFive = LastFive(
            played: try last.int("played"),
            form: try last.string("form"),
            attack: try last.string("att"),
            defence: try last.string("def"),
            goalsFor: try scored.int("total"),
            goalsForAverage: try scored.string("average"),
            goalsAgainst: try conceded.int("total"),
            goalsAgainstAverage: try conceded.string("average")
        )
        season = try TeamSeasonStatistics(node.object("league"))
    }
}
