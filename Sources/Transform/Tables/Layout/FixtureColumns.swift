import APIModel

/// The run of columns `fixtures` and `head_to_head` share: the two teams and the goals.
package enum FixtureColumns {
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

    /// `home_team_id` … `away_goals`.
    static func teamsAndGoals<Row: FixtureRow>() -> [ColumnSpec<Row>] {
        [
            .id(homeTeamID, "API-Football id of the home team.") { $0.fixture.teams.home.team.id },
            .text(homeTeamName, "Home team name.") { $0.fixture.teams.home.team.name },
            .id(awayTeamID, "API-Football id of the away team.") { $0.fixture.teams.away.team.id },
            .text(awayTeamName, "Away team name.") { $0.fixture.teams.away.team.name },
            .int(homeGoals, "Goals of the home team (the current score while in play, all play including extra time when finished; shootout not included).") { $0.fixture.goals.home },
            .int(awayGoals, "Goals of the away team (the current score while in play, all play including extra time when finished; shootout not included).") { $0.fixture.goals.away },
        ]
    }
}
