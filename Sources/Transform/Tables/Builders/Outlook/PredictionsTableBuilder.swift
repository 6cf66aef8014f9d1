import APIModel
import Tabular

/// `predictions`: one row per `predictions?fixture=` answer (the fixture comes from the
/// request; the answer does not name it), and `prediction_comparison`: one row per compared
/// measure (form, attack, …) with the home and away shares in percent. The answer's embedded
/// head-to-head fixtures and each team's season block repeat `head_to_head` and
/// `team_season_stats`, so they are not copied here. `under_over`, `goals_home` and
/// `goals_away` are the API's signed goal lines as numbers: -2.5 is "under 2.5", +1.5 "over 1.5".
enum PredictionsTableBuilder {
    /// One prediction, or one compared measure of it.
    final class Row: Sendable {
        let fixtureID: Int?
        let prediction: Prediction
        /// For a comparison row: the measure and its home/away shares.
        let metric: String?
        let shares: HomeAway<String?>?

        init(fixtureID: Int?, prediction: Prediction, metric: String? = nil, shares: HomeAway<String?>? = nil) {
            self.fixtureID = fixtureID
            self.prediction = prediction
            self.metric = metric
            self.shares = shares
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .predictions, key: ["fixture_id"], references: [.fixture],
        columns: [
            .id("fixture_id", label: "Fixture ID", "API-Football id of the fixture predicted.") { $0.fixtureID },
            .id("league_id", label: "League ID", "API-Football league id.") { $0.prediction.league.id },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.prediction.league.season },
            .id("home_team_id", label: "Home Team ID", "API-Football id of the home team.") { $0.prediction.teams.home.team.id },
            .id("away_team_id", label: "Away Team ID", "API-Football id of the away team.") { $0.prediction.teams.away.team.id },
            .id("winner_team_id", label: "Winner Team ID", "API-Football id of the predicted winner; empty when none.") {
                $0.prediction.outcome.winnerID
            },
            .text("winner_name", label: "Predicted Winner", "Name of the predicted winner.") { $0.prediction.outcome.winnerName },
            .text("winner_comment", label: "Winner Comment", "The API's comment on the predicted winner (e.g. \"Win or draw\").") {
                $0.prediction.outcome.winnerComment
            },
            .bool("win_or_draw", label: "Win or Draw", "Whether the prediction is the winner wins or draws.") {
                $0.prediction.outcome.winOrDraw
            },
            .decimal("under_over", label: "Under/Over", "Predicted total-goals line, signed: -2.5 is under 2.5, 1.5 is over 1.5.") {
                NumberText.decimal($0.prediction.outcome.underOver)
            },
            .decimal("goals_home", label: "Goals Home", "Predicted home goals line, signed: -2.5 is under 2.5, 1.5 is over 1.5.") {
                NumberText.decimal($0.prediction.outcome.goals.home)
            },
            .decimal("goals_away", label: "Goals Away", "Predicted away goals line, signed: -2.5 is under 2.5, 1.5 is over 1.5.") {
                NumberText.decimal($0.prediction.outcome.goals.away)
            },
            .text("advice", label: "Advice", "The API's betting advice in words.") { $0.prediction.outcome.advice },
            .decimal(
                "percent_home_pct", label: "Home Win %", "Predicted chance of a home win, 0–100.", unit: "percent",
                range: NumberText.percentRange,
                reading: { $0.prediction.outcome.percentHome }
            ) { NumberText.percent($0) },
            .decimal(
                "percent_draw_pct", label: "Draw %", "Predicted chance of a draw, 0–100.", unit: "percent", range: NumberText.percentRange,
                reading: { $0.prediction.outcome.percentDraw }
            ) { NumberText.percent($0) },
            .decimal(
                "percent_away_pct", label: "Away Win %", "Predicted chance of an away win, 0–100.", unit: "percent",
                range: NumberText.percentRange,
                reading: { $0.prediction.outcome.percentAway }
            ) { NumberText.percent($0) }
        ])

    /// The columns, in output order.
    static let comparisonLayout = TableLayout<Row>(
        .predictionComparison, key: ["fixture_id", "metric"], references: [.fixture],
        columns: [
            .id("fixture_id", label: "Fixture ID", "API-Football id of the fixture predicted.") { $0.fixtureID }
        ] + MatchSideColumns.leagueSeason(league: { $0.prediction.league.id }, season: { $0.prediction.league.season }) + [
            .text(
                "metric", label: "Metric", "Compared measure as the API names it (form, att, def, poisson_distribution, h2h, goals, total)."
            ) { $0.metric },
            .decimal(
                "home_pct", label: "Home %", "Home team's share of the measure, 0–100.", unit: "percent", range: NumberText.percentRange,
                reading: { $0.shares?.home ?? nil }
            ) { NumberText.percent($0) },
            .decimal(
                "away_pct", label: "Away %", "Away team's share of the measure, 0–100.", unit: "percent", range: NumberText.percentRange,
                reading: { $0.shares?.away ?? nil }
            ) { NumberText.percent($0) }
        ])

    /// The table, rows in the order the type's comment gives.
    static func build(_ answers: [FiledAnswer<[Prediction]>]) -> (
        predictions: (table: Table, issues: ValueIssues), comparison: (table: Table, issues: ValueIssues)
    ) {
        let predictions = answers.flatMap { answer in answer.value.map { (answer.request.integer("fixture"), $0) } }
            .sorted { ($0.0 ?? 0) < ($1.0 ?? 0) }
        let rows = predictions.map { Row(fixtureID: $0.0, prediction: $0.1) }
        let comparisons = predictions.flatMap { fixtureID, prediction in
            let comparison = prediction.comparison
            let measures: [(String, HomeAway<String?>)] = [
                ("form", comparison.form), ("attack", comparison.attack), ("defence", comparison.defence),
                ("poisson_distribution", comparison.poissonDistribution), ("head_to_head", comparison.headToHead),
                ("goals", comparison.goals), ("total", comparison.total)
            ]
            return measures.map { Row(fixtureID: fixtureID, prediction: prediction, metric: $0.0, shares: $0.1) }
        }
        return (layout.built(rows), comparisonLayout.built(comparisons))
    }
}
