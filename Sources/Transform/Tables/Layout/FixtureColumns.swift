import APIModel

/// The run of columns `fixtures` and `head_to_head` share: the two teams and the goals.
enum FixtureColumns {
    /// `home_team_id` … `away_goals`.
    static func teamsAndGoals<Row: FixtureRow>() -> [ColumnSpec<Row>] {
        [
            .id("home_team_id") { $0.fixture.teams.home.team.id },
            .text("home_team_name") { $0.fixture.teams.home.team.name },
            .id("away_team_id") { $0.fixture.teams.away.team.id },
            .text("away_team_name") { $0.fixture.teams.away.team.name },
            .int("home_goals") { $0.fixture.goals.home },
            .int("away_goals") { $0.fixture.goals.away },
        ]
    }
}
