import Tabular

/// The references output tables declare, named once.
extension ForeignKey {
    /// `fixture_id` → `fixtures.fixture_id`.
    static let fixture = ForeignKey(
        [PlacementColumn.fixtureID.rawValue], references: TableName.fixtures.rawValue, [PlacementColumn.fixtureID.rawValue])
    /// `(league_id, season, team_id)` → `team_season_stats`.
    static let teamSeason = ForeignKey(
        ["league_id", "season", "team_id"], references: TableName.teamSeasonStats.rawValue, ["league_id", "season", "team_id"])
}
