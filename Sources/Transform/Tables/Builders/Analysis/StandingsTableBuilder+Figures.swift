import APIModel
import Tabular

/// The standings' columns an analyst adds by hand (issue 35): points per game from the row
/// itself, clean sheets and expected goals from the league-season's fixtures (`StandingsFigures`).
/// The columns are always declared, so every league-season, partition and database table has one
/// schema; a figure the data cannot give whole is an empty cell, never a partial sum.
extension StandingsTableBuilder {
    static let figureColumns: [ColumnSpec<Row>] = [
        .decimal(
            "points_per_game", label: "PPG", "Points divided by matches played, two decimal places; empty before the first match.",
            unit: "points per match"
        ) { row in
            guard let points = row.row.points, let played = row.row.all.played, played > 0 else { return nil }
            return SeasonFigure.hundredths(points, over: played)
        },
        .int(
            "clean_sheets", label: "CS",
            "The team's finished fixtures of the league-season (every round) in which the opponent "
                + "scored 0; empty when the run has no fixtures of the league-season or a finished one has no score.", unit: "matches"
        ) {
            $0.figures?.cleanSheets
        },
        .decimal(
            "expected_goals_for", label: "xGF",
            "Sum of the team's `team_match_stats.expected_goals` over its finished fixtures, two "
                + "decimal places; empty unless every one of them has both teams' value.", unit: "goals"
        ) { $0.figures?.expectedGoalsFor },
        .decimal(
            "expected_goals_against", label: "xGA",
            "Sum of the opponents' `team_match_stats.expected_goals` over the team's finished "
                + "fixtures, two decimal places; empty unless every one of them has both teams' value.", unit: "goals"
        ) {
            $0.figures?.expectedGoalsAgainst
        },
        .decimal(
            "expected_goals_diff", label: "xGD",
            "expected_goals_for minus expected_goals_against, two decimal places; empty when they are.",
            unit: "goals"
        ) { row in
            guard let xgFor = row.figures?.expectedGoalsFor, let xgAgainst = row.figures?.expectedGoalsAgainst else { return nil }
            return SeasonFigure.hundredths(xgFor - xgAgainst)
        }
    ]
}
