/// The object `teams/statistics` answers (one team in one league-season, optionally up to a
/// date), and the `league` block of each team in `predictions`, which has the same members
/// without `league` and `team`.
package struct TeamSeasonStatistics: APIDecodable, Equatable {
    /// `league`; members nil in `predictions`.
    package let league: LeagueReference
    /// `team`; members nil in `predictions`.
    package let team: TeamReference
    /// `form`: results in order, oldest first (`WDLDW…`).
    package let form: String?
    /// `fixtures.played`.
    package let played: HomeAwayTotal<Int?>
    /// `fixtures.wins`.
    package let wins: HomeAwayTotal<Int?>
    /// `fixtures.draws`.
    package let draws: HomeAwayTotal<Int?>
    /// `fixtures.loses` (sic).
    package let losses: HomeAwayTotal<Int?>
    /// `goals.for`.
    package let goalsFor: TeamGoalStatistics
    /// `goals.against`.
    package let goalsAgainst: TeamGoalStatistics
    /// `biggest`.
    package let biggest: TeamStreaks
    /// `clean_sheet`: matches without conceding.
    package let cleanSheets: HomeAwayTotal<Int?>
    /// `failed_to_score`: matches without scoring.
    package let failedToScore: HomeAwayTotal<Int?>
    /// `penalty`.
    package let penalties: Penalties
    /// `lineups[]`: formations used, most played first.
    package let formations: [Formation]
    /// `cards.yellow`: yellow cards per minute range.
    package let yellowCards: [MinuteBucket]
    /// `cards.red`: red cards per minute range.
    package let redCards: [MinuteBucket]

    /// `penalty {scored {total, percentage}, missed {total, percentage}, total}`.
    package struct Penalties: Sendable, Equatable {
        /// `scored.total`.
        package let scored: Int?
        /// `scored.percentage` as sent (`"100.00%"`).
        package let scoredPercentage: String?
        /// `missed.total`.
        package let missed: Int?
        /// `missed.percentage` as sent (`"0%"`).
        package let missedPercentage: String?
        /// `total` penalties taken.
        package let total: Int?
    }

    /// One element of `lineups`: `{formation, played}`.
    package struct Formation: APIDecodable, Equatable {
        /// `formation` (`4-2-3-1`).
        package let formation: String?
        /// `played`: matches started in it.
        package let played: Int?

        /// Reads an element of `lineups`.
        package init(_ node: JSONNode) throws(APIModelError) {
            formation = try node.string("formation")
            played = try node.int("played")
        }
    }

    /// Reads the `teams/statistics` response object or a prediction team's `league`.
    package init(_ node: JSONNode) throws(APIModelError) {
        league = try LeagueReference(node.object("league"))
        team = try TeamReference(node.object("team"))
        form = try node.string("form")
        let fixtures = try node.object("fixtures")
        played = try HomeAwayTotal(counts: fixtures.object("played"))
        wins = try HomeAwayTotal(counts: fixtures.object("wins"))
        draws = try HomeAwayTotal(counts: fixtures.object("draws"))
        losses = try HomeAwayTotal(counts: fixtures.object("loses"))
        let goals = try node.object("goals")
        goalsFor = try TeamGoalStatistics(goals.object("for"))
        goalsAgainst = try TeamGoalStatistics(goals.object("against"))
        biggest = try TeamStreaks(node.object("biggest"))
        cleanSheets = try HomeAwayTotal(counts: node.object("clean_sheet"))
        failedToScore = try HomeAwayTotal(counts: node.object("failed_to_score"))
        let penalty = try node.object("penalty")
        let scored = try penalty.object("scored")
        let missed = try penalty.object("missed")
        penalties = Penalties(
            scored: try scored.int("total"),
            scoredPercentage: try scored.string("percentage"),
            missed: try missed.int("total"),
            missedPercentage: try missed.string("percentage"),
            total: try penalty.int("total")
        )
        formations = try node.list("lineups", of: Formation.self)
        let cards = try node.object("cards")
        yellowCards = try MinuteBucket.list(cards.object("yellow"))
        redCards = try MinuteBucket.list(cards.object("red"))
    }
}
