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
        .id("league_id", "API-Football league id.") { $0.stats.league.id },
        .int("season", "Season, as the year it starts (2024 is 2024-25).") { $0.stats.league.season },
        .id("team_id", "API-Football team id.") { $0.stats.team.id },
        .text("team_name", "Team name as the API spells it.") { $0.stats.team.name },
        .text("form", "Results of the season in order, one letter per match (W, D, L).") { $0.stats.form },
    ] + split("played", "Matches played") { $0.stats.played }
        + split("wins", "Matches won") { $0.stats.wins }
        + split("draws", "Matches drawn") { $0.stats.draws }
        + split("losses", "Matches lost") { $0.stats.losses }
        + split("goals_for", "Goals scored") { $0.stats.goalsFor.total }
        + split("goals_against", "Goals conceded") { $0.stats.goalsAgainst.total }
        + averages("goals_for_avg", "Goals scored per match") { $0.stats.goalsFor.average }
        + averages("goals_against_avg", "Goals conceded per match") { $0.stats.goalsAgainst.average }
        + split("clean_sheets", "Matches without conceding") { $0.stats.cleanSheets }
        + split("failed_to_score", "Matches without scoring") { $0.stats.failedToScore }
        + [
            .int("win_streak", "Longest run of wins.") { $0.stats.biggest.winStreak },
            .int("draw_streak", "Longest run of draws.") { $0.stats.biggest.drawStreak },
            .int("lose_streak", "Longest run of defeats.") { $0.stats.biggest.loseStreak },
            .text("biggest_win_home", "Biggest home win as the API writes it (`home-away` goals, e.g. \"5-0\").") { $0.stats.biggest.biggestWin.home },
            .text("biggest_win_away", "Biggest away win as the API writes it (`home-away` goals, e.g. \"0-4\").") { $0.stats.biggest.biggestWin.away },
            .text("biggest_loss_home", "Heaviest home defeat as the API writes it (`home-away` goals).") { $0.stats.biggest.biggestLoss.home },
            .text("biggest_loss_away", "Heaviest away defeat as the API writes it (`home-away` goals).") { $0.stats.biggest.biggestLoss.away },
            .int("most_goals_for_home", "Most goals scored in one home match.") { $0.stats.biggest.mostGoalsFor.home },
            .int("most_goals_for_away", "Most goals scored in one away match.") { $0.stats.biggest.mostGoalsFor.away },
            .int("most_goals_against_home", "Most goals conceded in one home match.") { $0.stats.biggest.mostGoalsAgainst.home },
            .int("most_goals_against_away", "Most goals conceded in one away match.") { $0.stats.biggest.mostGoalsAgainst.away },
            .int("penalties_scored", "Penalties scored.") { $0.stats.penalties.scored },
            .int("penalties_missed", "Penalties missed.") { $0.stats.penalties.missed },
            .int("penalties_total", "Penalties taken.") { $0.stats.penalties.total },
        ])

    /// The table, rows in the order the type's comment gives.
    static func build(_ stats: [TeamSeasonStatistics]) -> Table {
        layout.table(sorted(stats).map(Row.init))
    }

    /// By league, season and team id.
    static func sorted(_ stats: [TeamSeasonStatistics]) -> [TeamSeasonStatistics] {
        stats.sorted { ($0.league.id ?? 0, $0.league.season ?? 0, $0.team.id ?? 0) < ($1.league.id ?? 0, $1.league.season ?? 0, $1.team.id ?? 0) }
    }

    /// `<name>_home`, `<name>_away`, `<name>_total` counts of `what` (`Matches won`).
    private static func split(_ name: String, _ what: String, _ value: @escaping @Sendable (Row) -> HomeAwayTotal<Int?>) -> [ColumnSpec<Row>] {
        [
            .int("\(name)_home", "\(what) at home.") { value($0).home },
            .int("\(name)_away", "\(what) away.") { value($0).away },
            .int("\(name)_total", "\(what) in all.") { value($0).total },
        ]
    }

    /// `<name>_home`, `<name>_away`, `<name>_total` decimals of `what` from the API's text (`"1.5"`).
    private static func averages(_ name: String, _ what: String, _ value: @escaping @Sendable (Row) -> HomeAwayTotal<String?>) -> [ColumnSpec<Row>] {
        [
            .decimal("\(name)_home", "\(what) at home, as the API rounds it.") { NumberText.decimal(value($0).home) },
            .decimal("\(name)_away", "\(what) away, as the API rounds it.") { NumberText.decimal(value($0).away) },
            .decimal("\(name)_total", "\(what) in all, as the API rounds it.") { NumberText.decimal(value($0).total) },
        ]
    }
}
