import APIModel
import Tabular

/// `standings`: one row per team of each group, groups in the response's order (a cup with
/// groups has several), ranks ascending, per league-season.
enum StandingsTableBuilder {
    /// One team's row in one group of one league-season.
    final class Row: Sendable {
        /// `league.id`, else the league the standings were asked for.
        let leagueID: Int
        /// `league.season`, else the season asked for.
        let season: Int
        let row: StandingRow
        /// `group`, or `ranking` for a table that ranks teams of other groups (`TableKind`).
        let kind: TableKind
        /// Sort key: league-season, group position in the response, rank (unknown last), position.
        let order: (Int, Int, Int, Int, Int)
        /// The team's clean sheets and expected goals (`StandingsFigures`); nil without fixtures.
        let figures: StandingsFigures.Team?

        /// A row from its parts.
        init(
            leagueID: Int, season: Int, row: StandingRow, kind: TableKind, order: (Int, Int, Int, Int, Int),
            figures: StandingsFigures.Team? = nil
        ) {
            self.leagueID = leagueID
            self.season = season
            self.row = row
            self.kind = kind
            self.order = order
            self.figures = figures
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .standings, key: ["league_id", "season", "group_name", "team_id"], renames: [.since0_2_0("group", "group_name")],
        columns: [
            .id(SharedColumn.leagueID, label: "League ID", "API-Football league id.") { $0.leagueID },
            .int(SharedColumn.season, label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.season },
            .text(
                StandingsColumn.group, label: "Group",
                "Group or table the row belongs to as the API names it (e.g. \"Premier League\", \"Group A\")."
            ) { $0.row.group },
            .text(
                StandingsColumn.tableKind, label: "Table",
                "`group`, or `ranking` for a table whose every team also stands in another group of the league-season "
                    + "(\"Ranking of third-placed teams\"): it ranks teams across groups and is no group of its own."
            ) { $0.kind.rawValue },
            .int(StandingsColumn.rank, label: "#", "Position in the group.") { $0.row.rank },
            .id(SharedColumn.teamID, label: "Team ID", "API-Football team id.") { $0.row.team.id },
            .text(SharedColumn.teamName, label: "Team", "Team name as the API spells it.") { $0.row.team.name },
            .int(StandingsColumn.points, label: "Pts", "Points in the group, as the API reports them.") { $0.row.points },
            .int("played", label: "P", "Matches played.") { $0.row.all.played },
            .int("win", label: "W", "Matches won.") { $0.row.all.win },
            .int("draw", label: "D", "Matches drawn.") { $0.row.all.draw },
            .int("lose", label: "L", "Matches lost.") { $0.row.all.lose },
            .int("goals_for", label: "GF", "Goals scored.") { $0.row.all.goalsFor },
            .int("goals_against", label: "GA", "Goals conceded.") { $0.row.all.goalsAgainst },
            .int("goal_diff", label: "GD", "Goal difference.") { $0.row.goalsDiff },
            .text(
                "form", label: "Form",
                "The last five results as the API sends them, newest first, one letter per match (W, D, L; \"LDWWW\" lost the latest); "
                    + "the workbook shows them oldest to newest."
            ) { $0.row.form },
            .text("status", label: "Status", "Movement since the previous round as the API sends it (up, down, same).") { $0.row.status },
            .text(
                "description", label: "Zone",
                "What the position qualifies for as the API words it (e.g. \"Promotion - Champions League\"); empty when nothing."
            ) { $0.row.description },
            .int("home_played", label: "Home P", "Matches played at home.") { $0.row.home.played },
            .int("home_win", label: "Home W", "Matches won at home.") { $0.row.home.win },
            .int("home_draw", label: "Home D", "Matches drawn at home.") { $0.row.home.draw },
            .int("home_lose", label: "Home L", "Matches lost at home.") { $0.row.home.lose },
            .int("home_goals_for", label: "Home GF", "Goals scored at home.") { $0.row.home.goalsFor },
            .int("home_goals_against", label: "Home GA", "Goals conceded at home.") { $0.row.home.goalsAgainst },
            .int("away_played", label: "Away P", "Matches played at away.") { $0.row.away.played },
            .int("away_win", label: "Away W", "Matches won at away.") { $0.row.away.win },
            .int("away_draw", label: "Away D", "Matches drawn at away.") { $0.row.away.draw },
            .int("away_lose", label: "Away L", "Matches lost at away.") { $0.row.away.lose },
            .int("away_goals_for", label: "Away GF", "Goals scored at away.") { $0.row.away.goalsFor },
            .int("away_goals_against", label: "Away GA", "Goals conceded at away.") { $0.row.away.goalsAgainst },
            .timestamp("updated_utc", label: "Updated (UTC)", "When the API last updated the row, UTC, ISO 8601.") {
                $0.row.update.flatMap { KickoffTime(iso: $0)?.unixSeconds }
            }
        ] + figureColumns)

    /// The table of every extracted league-season's standings, with each team's `figures`.
    static func build(_ seasons: [LeagueSeason: SeasonLists], figures: StandingsFigures) -> Table {
        var rows: [Row] = []
        for key in seasons.keys.sorted() {
            var group = 0
            var position = 0
            for standings in seasons[key]?.standings ?? [] {
                let leagueID = standings.league.id ?? key.league
                let season = standings.league.season ?? key.season
                let kinds = TableKind.of(standings.groups)
                for (members, kind) in zip(standings.groups, kinds) {
                    for row in members {
                        rows.append(
                            Row(
                                leagueID: leagueID, season: season, row: row, kind: kind,
                                order: (leagueID, season, group, row.rank ?? Int.max, position),
                                figures: figures.team(row.team.id, league: leagueID, season: season)
                            ))
                        position += 1
                    }
                    group += 1
                }
            }
        }
        rows.sort { $0.order < $1.order }
        return layout.table(rows)
    }
}

/// The `standings` columns other code reads by name, besides `SharedColumn`'s.
enum StandingsColumn {
    static let group = ColumnName("group_name")
    static let rank = ColumnName("rank")
    static let tableKind = ColumnName("table_kind")
    static let points = ColumnName("points")
    static let win = ColumnName("win")
    static let draw = ColumnName("draw")
    static let lose = ColumnName("lose")
    static let goalDifference = ColumnName("goal_diff")
    static let form = ColumnName("form")
}
