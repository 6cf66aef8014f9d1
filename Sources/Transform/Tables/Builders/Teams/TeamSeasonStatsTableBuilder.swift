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
    static let layout = TableLayout<Row>(
        .teamSeasonStats, key: ["league_id", "season", "team_id"],
        columns: [
            .id("league_id", label: "League ID", "API-Football league id.") { $0.stats.league.id },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.stats.league.season },
            .id("team_id", label: "Team ID", "API-Football team id.") { $0.stats.team.id },
            .text("team_name", label: "Team", "Team name as the API spells it.") { $0.stats.team.name },
            .text(
                "form", label: "Form",
                "Results of the season as the API sends them, oldest first (the reverse of standings.form), "
                    + "one letter per match (W, D, L)."
            ) {
                $0.stats.form
            }
        ] + split("played", label: "P", "Matches played") { $0.stats.played }
            + split("wins", label: "W", "Matches won") { $0.stats.wins }
            + split("draws", label: "D", "Matches drawn") { $0.stats.draws }
            + split("losses", label: "L", "Matches lost") { $0.stats.losses }
            + split("goals_for", label: "GF", "Goals scored") { $0.stats.goalsFor.total }
            + split("goals_against", label: "GA", "Goals conceded") { $0.stats.goalsAgainst.total }
            + averages("goals_for_avg", label: "GF/Match", "Goals scored per match") { $0.stats.goalsFor.average }
            + averages("goals_against_avg", label: "GA/Match", "Goals conceded per match") { $0.stats.goalsAgainst.average }
            + split("clean_sheets", label: "Clean Sheets", "Matches without conceding") { $0.stats.cleanSheets }
            + split("failed_to_score", label: "Failed to Score", "Matches without scoring") { $0.stats.failedToScore }
            + [
                .int("win_streak", label: "Win Streak", "Longest run of wins.") { $0.stats.biggest.winStreak },
                .int("draw_streak", label: "Draw Streak", "Longest run of draws.") { $0.stats.biggest.drawStreak },
                .int("lose_streak", label: "Loss Streak", "Longest run of defeats.") { $0.stats.biggest.loseStreak },
                .text(
                    "biggest_win_home", label: "Biggest Home Win",
                    "Biggest home win as the API writes it (`home-away` goals, e.g. \"5-0\")."
                ) { $0.stats.biggest.biggestWin.home },
                .text(
                    "biggest_win_away", label: "Biggest Away Win",
                    "Biggest away win as the API writes it (`home-away` goals, e.g. \"0-4\")."
                ) { $0.stats.biggest.biggestWin.away },
                .text("biggest_loss_home", label: "Heaviest Home Loss", "Heaviest home defeat as the API writes it (`home-away` goals).") {
                    $0.stats.biggest.biggestLoss.home
                },
                .text("biggest_loss_away", label: "Heaviest Away Loss", "Heaviest away defeat as the API writes it (`home-away` goals).") {
                    $0.stats.biggest.biggestLoss.away
                },
                .int("most_goals_for_home", label: "Most GF Home", "Most goals scored in one home match.") {
                    $0.stats.biggest.mostGoalsFor.home
                },
                .int("most_goals_for_away", label: "Most GF Away", "Most goals scored in one away match.") {
                    $0.stats.biggest.mostGoalsFor.away
                },
                .int("most_goals_against_home", label: "Most GA Home", "Most goals conceded in one home match.") {
                    $0.stats.biggest.mostGoalsAgainst.home
                },
                .int("most_goals_against_away", label: "Most GA Away", "Most goals conceded in one away match.") {
                    $0.stats.biggest.mostGoalsAgainst.away
                },
                .int("penalties_scored", label: "Pens Scored", "Penalties scored.") { $0.stats.penalties.scored },
                .int("penalties_missed", label: "Pens Missed", "Penalties missed.") { $0.stats.penalties.missed },
                .int("penalties_total", label: "Pens Taken", "Penalties taken.") { $0.stats.penalties.total }
            ])

    /// The table, rows in the order the type's comment gives.
    static func build(_ stats: [TeamSeasonStatistics]) -> Table {
        layout.table(sorted(stats).map(Row.init))
    }

    /// By league, season and team id.
    static func sorted(_ stats: [TeamSeasonStatistics]) -> [TeamSeasonStatistics] {
        stats.sorted {
            ($0.league.id ?? 0, $0.league.season ?? 0, $0.team.id ?? 0) < ($1.league.id ?? 0, $1.league.season ?? 0, $1.team.id ?? 0)
        }
    }

    /// `<name>_home`, `<name>_away`, `<name>_total` counts of `what` (`Matches won`).
    private static func split(_ name: String, label: String, _ what: String, _ value: @escaping @Sendable (Row) -> HomeAwayTotal<Int?>)
        -> [ColumnSpec<Row>]
    {
        [
            .int("\(name)_home", label: "Home \(label)", "\(what) at home.") { value($0).home },
            .int("\(name)_away", label: "Away \(label)", "\(what) away.") { value($0).away },
            .int("\(name)_total", label: label, "\(what) in all.") { value($0).total }
        ]
    }

    /// `<name>_home`, `<name>_away`, `<name>_total` decimals of `what` from the API's text (`"1.5"`).
    private static func averages(
        _ name: String, label: String, _ what: String, _ value: @escaping @Sendable (Row) -> HomeAwayTotal<String?>
    ) -> [ColumnSpec<Row>] {
        [
            .decimal("\(name)_home", label: "Home \(label)", "\(what) at home, as the API rounds it.") {
                NumberText.decimal(value($0).home)
            },
            .decimal("\(name)_away", label: "Away \(label)", "\(what) away, as the API rounds it.") { NumberText.decimal(value($0).away) },
            .decimal("\(name)_total", label: label, "\(what) in all, as the API rounds it.") { NumberText.decimal(value($0).total) }
        ]
    }
}
