import APIModel
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
        .id("league_id") { $0.stats.league.id },
        .int("season") { $0.stats.league.season },
        .id("team_id") { $0.stats.team.id },
    ]

    /// The columns, in output order.
    static func minutesLayout(_ name: OutputTableName, kind: String) -> TableLayout<Row> {
        TableLayout(name, key: ["league_id", "season", "team_id", kind, "minutes"], references: [.teamSeason], columns: parent + [
            .text(kind) { $0.kind },
            .text("minutes") { $0.label },
            .int("total") { $0.total },
            .decimal("percentage_pct") { NumberText.percent($0.percentage) },
        ])
    }

    /// The columns, in output order.
    static let formationsLayout = TableLayout<Row>(.teamFormations, key: ["league_id", "season", "team_id", "formation"], references: [.teamSeason], columns: parent + [
        .text("formation") { $0.label },
        .int("played") { $0.total },
    ])

    /// The columns, in output order.
    static let underOverLayout = TableLayout<Row>(
        .teamGoalsUnderOver, key: ["league_id", "season", "team_id", "side", "line"], references: [.teamSeason], columns: parent + [
            .text("side") { $0.kind },
            .decimal("line") { NumberText.decimal($0.label) },
            .int("over") { $0.total },
            .int("under") { $0.under },
        ])

    /// Matches over and under each goal line (0.5, 1.5, …), for goals scored and conceded.
    static func goalsUnderOver(_ stats: [TeamSeasonStatistics]) -> Table {
        underOverLayout.table(TeamSeasonStatsTableBuilder.sorted(stats).flatMap { team in
            [("for", team.goalsFor), ("against", team.goalsAgainst)].flatMap { side, goals in
                goals.underOver.map { Row(team, kind: side, label: $0.line, total: $0.over, under: $0.under) }
            }
        })
    }

    static func goalsByMinute(_ stats: [TeamSeasonStatistics]) -> Table {
        minutesLayout(.teamGoalsByMinute, kind: "side").table(TeamSeasonStatsTableBuilder.sorted(stats).flatMap { team in
            buckets(team, "for", team.goalsFor.minutes) + buckets(team, "against", team.goalsAgainst.minutes)
        })
    }

    static func cardsByMinute(_ stats: [TeamSeasonStatistics]) -> Table {
        minutesLayout(.teamCardsByMinute, kind: "color").table(TeamSeasonStatsTableBuilder.sorted(stats).flatMap { team in
            buckets(team, "yellow", team.yellowCards) + buckets(team, "red", team.redCards)
        })
    }

    static func formations(_ stats: [TeamSeasonStatistics]) -> Table {
        formationsLayout.table(TeamSeasonStatsTableBuilder.sorted(stats).flatMap { team in
            team.formations.map { Row(team, kind: nil, label: $0.formation, total: $0.played) }
        })
    }

    private static func buckets(_ team: TeamSeasonStatistics, _ kind: String, _ buckets: [MinuteBucket]) -> [Row] {
        buckets.map { Row(team, kind: kind, label: $0.minutes, total: $0.total, percentage: $0.percentage) }
    }
}
