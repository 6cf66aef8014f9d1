import APIModel
package import Tabular

/// The run of columns `fixtures` and `head_to_head` share: the two teams and the goals.
package enum MatchSideColumns {
    static let homeTeamID = ColumnName("home_team_id")
    static let homeTeamName = ColumnName("home_team_name")
    static let awayTeamID = ColumnName("away_team_id")
    static let awayTeamName = ColumnName("away_team_name")
    package static let homeGoals = ColumnName("home_goals")
    package static let awayGoals = ColumnName("away_goals")

    /// `home_team_id` or `away_team_id`.
    static func teamID(_ side: TeamSide) -> ColumnName { side == .home ? homeTeamID : awayTeamID }
    /// `home_team_name` or `away_team_name`.
    static func teamName(_ side: TeamSide) -> ColumnName { side == .home ? homeTeamName : awayTeamName }
    /// `home_goals` or `away_goals`.
    static func goals(_ side: TeamSide) -> ColumnName { side == .home ? homeGoals : awayGoals }

    /// `league_id` and `season`, which every per-fixture table carries right after `fixture_id`,
    /// so a per-league question needs no join with `fixtures`.
    static func leagueSeason<Row>(
        league: @escaping @Sendable (Row) -> Int?, season: @escaping @Sendable (Row) -> Int?
    ) -> [ColumnSpec<Row>] {
        [
            .id(SharedColumn.leagueID, label: "League ID", "API-Football id of the fixture's league.", league),
            .int(SharedColumn.season, label: "Season", "Season of the fixture, as the year it starts (2024 is 2024-25).", season)
        ]
    }

    /// `home_team_id` … `away_goals`.
    static func teamsAndGoals<Row: FixtureRow>() -> [ColumnSpec<Row>] {
        [
            .id(homeTeamID, label: "Home Team ID", "API-Football id of the home team.") { $0.fixture.teams.home.team.id },
            .text(homeTeamName, label: "Home Team", "Home team name.") { $0.fixture.teams.home.team.name },
            .id(awayTeamID, label: "Away Team ID", "API-Football id of the away team.") { $0.fixture.teams.away.team.id },
            .text(awayTeamName, label: "Away Team", "Away team name.") { $0.fixture.teams.away.team.name },
            .int(
                homeGoals, label: "Home Goals",
                "Goals of the home team (the current score while in play, all play including extra time when finished; shootout not "
                    + "included)."
            ) { $0.fixture.goals.home },
            .int(
                awayGoals, label: "Away Goals",
                "Goals of the away team (the current score while in play, all play including extra time when finished; shootout not "
                    + "included)."
            ) { $0.fixture.goals.away }
        ]
    }
}
