import APIModel
import Tabular

/// `team_season_stats`: one row per `teams/statistics?league=&season=&team=` answer: the
/// record home, away and in total, goals and their averages, streaks, clean sheets and
/// penalties. Its lists are child tables (`TeamSeasonListsTableBuilder`).
enum TeamSeasonStatsTableBuilder {
    /// One team-season answer.
    final class Row: Sendable {
        let stats: TeamSeasonStatistics

        init(_ stats: TeamSeasonStatistics) {
            self.stats = stats
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(.teamSeasonStats, key: ["league_id", "season", "team_id"], columns: [
        .id("league_id") { $0.stats.league.id },
        .int("season") { $0.stats.league.season },
        .id("team_id") { $0.stats.team.id },
        .text("team_name") { $0.stats.team.name },
        .text("form") { $0.stats.form },
    ] + split("played") { $0.stats.played }
        + split("wins") { $0.stats.wins }
        + split("draws") { $0.stats.draws }
        + split("losses") { $0.stats.losses }
        + split("goals_for") { $0.stats.goalsFor.total }
        + split("goals_against") { $0.stats.goalsAgainst.total }
        + averages("goals_for_avg") { $0.stats.goalsFor.average }
        + averages("goals_against_avg") { $0.stats.goalsAgainst.average }
        + split("clean_sheets") { $0.stats.cleanSheets }
        + split("failed_to_score") { $0.stats.failedToScore }
        + [
            .int("win_streak") { $0.stats.biggest.winStreak },
            .int("draw_streak") { $0.stats.biggest.drawStreak },
            .int("lose_streak") { $0.stats.biggest.loseStreak },
            .text("biggest_win_home") { $0.stats.biggest.biggestWin.home },
            .text("biggest_win_away") { $0.stats.biggest.biggestWin.away },
            .text("biggest_loss_home") { $0.stats.biggest.biggestLoss.home },
            .text("biggest_loss_away") { $0.stats.biggest.biggestLoss.away },
            .int("most_goals_for_home") { $0.stats.biggest.mostGoalsFor.home },
            .int("most_goals_for_away") { $0.stats.biggest.mostGoalsFor.away },
            .int("most_goals_against_home") { $0.stats.biggest.mostGoalsAgainst.home },
            .int("most_goals_against_away") { $0.stats.biggest.mostGoalsAgainst.away },
            .int("penalties_scored") { $0.stats.penalties.scored },
            .int("penalties_missed") { $0.stats.penalties.missed },
            .int("penalties_total") { $0.stats.penalties.total },
        ])

    /// The table, rows in the order the type's comment gives.
    static func build(_ stats: [TeamSeasonStatistics]) -> Table {
        layout.table(sorted(stats).map(Row.init))
    }

    /// By league, season and team id.
    static func sorted(_ stats: [TeamSeasonStatistics]) -> [TeamSeasonStatistics] {
        stats.sorted { ($0.league.id ?? 0, $0.league.season ?? 0, $0.team.id ?? 0) < ($1.league.id ?? 0, $1.league.season ?? 0, $1.team.id ?? 0) }
    }

    /// `<name>_home`, `<name>_away`, `<name>_total` counts.
    private static func split(_ name: String, _ value: @escaping @Sendable (Row) -> HomeAwayTotal<Int?>) -> [ColumnSpec<Row>] {
        [.int("\(name)_home") { value($0).home }, .int("\(name)_away") { value($0).away }, .int("\(name)_total") { value($0).total }]
    }

    /// `<name>_home`, `<name>_away`, `<name>_total` decimals from the API's text (`"1.5"`).
    private static func averages(_ name: String, _ value: @escaping @Sendable (Row) -> HomeAwayTotal<String?>) -> [ColumnSpec<Row>] {
        [
            .decimal("\(name)_home") { NumberText.decimal(value($0).home) },
            .decimal("\(name)_away") { NumberText.decimal(value($0).away) },
            .decimal("\(name)_total") { NumberText.decimal(value($0).total) },
        ]
    }
}
