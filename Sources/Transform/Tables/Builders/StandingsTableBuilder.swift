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
        /// Sort key: league-season, group position in the response, rank (unknown last), position.
        let order: (Int, Int, Int, Int, Int)

        /// A row from its parts.
        init(leagueID: Int, season: Int, row: StandingRow, order: (Int, Int, Int, Int, Int)) {
            self.leagueID = leagueID
            self.season = season
            self.row = row
            self.order = order
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(.standings, key: ["league_id", "season", "group", "team_id"], columns: [
        .id("league_id") { $0.leagueID },
        .int("season") { $0.season },
        .text("group") { $0.row.group },
        .int("rank") { $0.row.rank },
        .id("team_id") { $0.row.team.id },
        .text("team_name") { $0.row.team.name },
        .int("points") { $0.row.points },
        .int("played") { $0.row.all.played },
        .int("win") { $0.row.all.win },
        .int("draw") { $0.row.all.draw },
        .int("lose") { $0.row.all.lose },
        .int("goals_for") { $0.row.all.goalsFor },
        .int("goals_against") { $0.row.all.goalsAgainst },
        .int("goal_diff") { $0.row.goalsDiff },
        .text("form") { $0.row.form },
        .text("status") { $0.row.status },
        .text("description") { $0.row.description },
        .int("home_played") { $0.row.home.played },
        .int("home_win") { $0.row.home.win },
        .int("home_draw") { $0.row.home.draw },
        .int("home_lose") { $0.row.home.lose },
        .int("home_goals_for") { $0.row.home.goalsFor },
        .int("home_goals_against") { $0.row.home.goalsAgainst },
        .int("away_played") { $0.row.away.played },
        .int("away_win") { $0.row.away.win },
        .int("away_draw") { $0.row.away.draw },
        .int("away_lose") { $0.row.away.lose },
        .int("away_goals_for") { $0.row.away.goalsFor },
        .int("away_goals_against") { $0.row.away.goalsAgainst },
        .timestamp("updated_utc") { $0.row.update.flatMap { KickoffTime(iso: $0)?.unixSeconds } },
    ])

    /// The table of every extracted league-season's standings.
    static func build(_ seasons: [LeagueSeason: SeasonLists]) -> Table {
        var rows: [Row] = []
        for key in seasons.keys.sorted() {
            var group = 0, position = 0
            for standings in seasons[key]?.standings ?? [] {
                let leagueID = standings.league.id ?? key.league, season = standings.league.season ?? key.season
                for members in standings.groups {
                    for row in members {
                        rows.append(Row(
                            leagueID: leagueID, season: season, row: row,
                            order: (leagueID, season, group, row.rank ?? Int.max, position)
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
