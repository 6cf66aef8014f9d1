import Tabular

/// What a table's columns cannot say one by one, for the data dictionary under the table's name:
/// when the table is written and the rules its figures share.
extension TableCatalog {
    static let notes: [TableName: String] = [
        .squadSeasonStats: """
        Built from the players block of each detailed fixture (what `player_match_stats` holds) when `fixture_details` \
        or `fixture_players` was extracted; without either the table is not written. Every row of `player_match_stats` \
        with a player id counts, for the league-season of its fixture. A match is *played* (counted in `apps`) when \
        the player's minutes are above 0, or, when the API sent no minutes, when it has a rating or any counting \
        statistic above 0; a *start* is a match in which the player was in the starting XI (the API's \
        `games.substitute` false). Minutes include stoppage time. Averages and per-90 rates are rounded half away \
        from zero to two decimal places; a per-90 rate is empty under \(SeasonFigure.per90MinimumMinutes) minutes, \
        never infinite.
        """,
        .standings: """
        `points_per_game` comes from the row itself; `clean_sheets` and the expected goals come from the team's \
        finished fixtures of the league-season (FT, AET, PEN, AWD, WO; every round, so a cup's knockout matches \
        too) and, for expected goals, from those fixtures' team statistics (`team_match_stats.expected_goals`, \
        from `fixture_details` or `fixture_statistics`). Expected goals are summed only when every finished \
        fixture of the team has both teams' value; otherwise all three are empty, never a partial sum. The columns \
        are always there, in every league-season, partition and database table, so a file has one schema \
        whatever the data: a figure that cannot be given whole is an empty cell, whatever `nulls:` says. \
        Decimals are rounded half away from zero to two places.
        """
    ]
}
