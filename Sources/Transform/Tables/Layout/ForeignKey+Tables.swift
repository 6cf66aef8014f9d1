import Tabular

/// The references output tables declare, named once.
extension ForeignKey {
    /// `fixture_id` → `fixtures.fixture_id`.
    static let fixture = ForeignKey(["fixture_id"], references: OutputTableName.fixtures.rawValue, ["fixture_id"])
    /// `(league_id, season, team_id)` → `team_season_stats`.
    static let teamSeason = ForeignKey(
        ["league_id", "season", "team_id"], references: OutputTableName.teamSeasonStats.rawValue, ["league_id", "season", "team_id"])
}
