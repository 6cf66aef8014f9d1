import APIModel
import PipelineSpec
import Tabular

/// The lists inside a `teams/statistics` answer, as child tables keyed by league, season and
/// team: goals for and against by minute bucket and by under/over line, formations used, yellow
/// and red cards by minute bucket. Buckets and lines keep the API's order (`0-15`, `16-30`, …).
enum TeamSeasonListsTableBuilder {
    /// One bucket or formation of one team-season.
    final class Row: Sendable {
        let stats: TeamSeasonStatistics
        /// `for`/`against` for goals, `yellow`/`red` for cards, nil for formations.
        let kind: String?
        let label: String?
        let total: Int?
        let percentage: String?
        /// For an under/over line: matches under it (`total` holds those over it).
        let under: Int?

        init(_ stats: TeamSeasonStatistics, kind: String?, label: String?, total: Int?, percentage: String? = nil, under: Int? = nil) {
            self.stats = stats
            self.kind = kind
            self.label = label
            self.total = total
            self.percentage = percentage
            self.under = under
        }
    }

    private static let parent: [ColumnSpec<Row>] = [
        .id("league_id", label: "League ID", "API-Football league id.") { $0.stats.league.id },
        .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.stats.league.season },
        .id("team_id", label: "Team ID", "API-Football team id.") { $0.stats.team.id }
    ]

    /// The columns of `team_goals_by_minute`, in output order.
    static func goalsByMinuteLayout(nulls: NullPolicy) -> TableLayout<Row> {
        minutesLayout(
            .teamGoalsByMinute, kind: "for_against", kindLabel: "For/Against",
            kindDescription: "`for` (goals scored) or `against` (goals conceded).",
            counted: "Goals", nulls: nulls, renames: [.since0_2_0("side", "for_against")]
        )
    }

    /// The columns of `team_cards_by_minute`, in output order.
    static func cardsByMinuteLayout(nulls: NullPolicy) -> TableLayout<Row> {
        minutesLayout(
            .teamCardsByMinute, kind: "color", kindLabel: "Colour", kindDescription: "Card colour: `yellow` or `red`.", counted: "Cards",
            nulls: nulls)
    }

    /// How the API files stoppage time in its minute buckets, for the data dictionary.
    static let stoppageTimeNote =
        "The API files an event by its minute with stoppage time added: a goal at 45+2 counts in 46-60, one at 90+3 in 91-105, even in "
        + "a match without extra time."

    /// A minute-bucket table's columns: `kind` says which list a row is from, `counted` what
    /// its `total` counts (null written per `nulls`, as other counts).
    private static func minutesLayout(
        _ name: TableName, kind: String, kindLabel: String, kindDescription: String, counted: String, nulls: NullPolicy,
        renames: [ColumnRename] = []
    ) -> TableLayout<Row> {
        TableLayout(
            name, key: ["league_id", "season", "team_id", kind, "minutes"], references: [.teamSeason], renames: renames,
            columns: parent + [
                .text(kind, label: kindLabel, kindDescription) { $0.kind },
                .text(
                    "minutes", label: "Minutes", "Minute bucket as the API labels it (0-15, 16-30, …, 91-105, 106-120). \(stoppageTimeNote)"
                ) { $0.label },
                .int(
                    "minute_from", label: "From Min", "First minute of the bucket, read from `minutes` (91 in 91-105).", unit: "minutes",
                    range: 0...Int.max, reading: { $0.label }
                ) { bound(of: $0, at: 0) },
                .int(
                    "minute_to", label: "To Min", "Last minute of the bucket, read from `minutes` (105 in 91-105).", unit: "minutes",
                    range: 0...Int.max, reading: { $0.label }
                ) { bound(of: $0, at: 1) },
                .count("total", label: counted, "\(counted) in this minute bucket over the season (the API sends null for none).", nulls) {
                    $0.total
                },
                .decimal(
                    "percentage_pct", label: "Share %", "Share of the season's \(counted.lowercased()) falling in this bucket, 0–100.",
                    unit: "percent",
                    range: NumberText.percentRange, reading: { $0.percentage }
                ) { NumberText.percent($0) }
            ])
    }

    /// The columns, in output order.
    static let formationsLayout = TableLayout<Row>(
        .teamFormations, key: ["league_id", "season", "team_id", "formation"], references: [.teamSeason],
        columns: parent + [
            .text("formation", label: "Formation", "Formation as the API sends it (e.g. \"4-2-3-1\").") { $0.label },
            .int("played", label: "Played", "Matches played in that formation.") { $0.total }
        ])

    /// The columns, in output order.
    static let underOverLayout = TableLayout<Row>(
        .teamGoalsUnderOver, key: ["league_id", "season", "team_id", "for_against", "line"], references: [.teamSeason],
        renames: [.since0_2_0("side", "for_against"), .since0_2_0("over", "matches_over"), .since0_2_0("under", "matches_under")],
        columns: parent + [
            .text("for_against", label: "For/Against", "`for` (goals scored) or `against` (goals conceded).") { $0.kind },
            .decimal("line", label: "Line", "Goal line (0.5, 1.5, 2.5, …).") { NumberText.decimal($0.label) },
            .int("matches_over", label: "Over", "Matches with more goals than the line.") { $0.total },
            .int("matches_under", label: "Under", "Matches with fewer goals than the line.") { $0.under }
        ])

    /// Matches over and under each goal line (0.5, 1.5, …), for goals scored and conceded.
    static func goalsUnderOver(_ stats: [TeamSeasonStatistics]) -> Table {
        underOverLayout.table(
            TeamSeasonStatsTableBuilder.sorted(stats).flatMap { team in
                [("for", team.goalsFor), ("against", team.goalsAgainst)].flatMap { side, goals in
                    goals.underOver.map { Row(team, kind: side, label: $0.line, total: $0.over, under: $0.under) }
                }
            })
    }

    static func goalsByMinute(_ stats: [TeamSeasonStatistics], nulls: NullPolicy) -> (table: Table, issues: ValueIssues) {
        goalsByMinuteLayout(nulls: nulls).built(
            TeamSeasonStatsTableBuilder.sorted(stats).flatMap { team in
                buckets(team, "for", team.goalsFor.minutes) + buckets(team, "against", team.goalsAgainst.minutes)
            })
    }

    static func cardsByMinute(_ stats: [TeamSeasonStatistics], nulls: NullPolicy) -> (table: Table, issues: ValueIssues) {
        cardsByMinuteLayout(nulls: nulls).built(
            TeamSeasonStatsTableBuilder.sorted(stats).flatMap { team in
                buckets(team, "yellow", team.yellowCards) + buckets(team, "red", team.redCards)
            })
    }

    static func formations(_ stats: [TeamSeasonStatistics]) -> Table {
        formationsLayout.table(
            TeamSeasonStatsTableBuilder.sorted(stats).flatMap { team in
                team.formations.map { Row(team, kind: nil, label: $0.formation, total: $0.played) }
            })
    }

    /// The first (`part` 0) or last (1) minute of a bucket's `from-to` text; nil for other text.
    private static func bound(of bucket: String, at part: Int) -> Int? {
        let bounds = bucket.split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count == 2 else { return nil }
        return Int(bounds[part].trimmingWhitespace())
    }

    private static func buckets(_ team: TeamSeasonStatistics, _ kind: String, _ buckets: [MinuteBucket]) -> [Row] {
        buckets.map { Row(team, kind: kind, label: $0.minutes, total: $0.total, percentage: $0.percentage) }
    }
}
