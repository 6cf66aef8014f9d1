import APIModel
import PipelineSpec
import Tabular

/// `top_scorers` and `top_assists`: one row per listed player, `rank` being the position in the
/// API's list. A player with two statistics entries (two clubs) is read from the entry for the
/// list's league, else the first.
enum TopPlayersTableBuilder {
    /// One listed player.
    final class Row: Sendable {
        /// The league-season of the list.
        let list: LeagueSeason
        /// 1-based position in the list.
        let rank: Int
        let entry: PlayerSeasonEntry
        /// The entry's statistics for the list's league, else its first; nil when it has none.
        let statistics: PlayerStatistics?

        /// A row from its parts.
        init(list: LeagueSeason, rank: Int, entry: PlayerSeasonEntry, statistics: PlayerStatistics?) {
            self.list = list
            self.rank = rank
            self.entry = entry
            self.statistics = statistics
        }
    }

    /// The columns in output order, for either list.
    static func layout(_ name: OutputTableName, nulls: NullPolicy) -> TableLayout<Row> {
        TableLayout(name, key: ["league_id", "season", "rank"], columns: [
            .id("league_id") { $0.list.league },
            .int("season") { $0.list.season },
            .int("rank") { $0.rank },
            .id("player_id") { $0.entry.player.id },
            .text("player_name") { $0.entry.player.name },
            .id("team_id") { $0.statistics?.team.id },
            .text("team_name") { $0.statistics?.team.name },
            .text("nationality") { $0.entry.player.nationality },
            .count("appearances", nulls) { $0.statistics?.appearances },
            .count("minutes", nulls) { $0.statistics?.minutes },
            .count("goals", nulls) { $0.statistics?.goals },
            .count("assists", nulls) { $0.statistics?.assists },
            .count("penalties_scored", nulls) { $0.statistics?.penaltiesScored },
            .count("shots_total", nulls) { $0.statistics?.shotsTotal },
            .count("shots_on", nulls) { $0.statistics?.shotsOn },
            .decimal("rating") { $0.statistics?.rating.flatMap { PlayerMeasure.rating(.string($0)) } },
            .count("yellow_cards", nulls) { $0.statistics?.yellowCards },
            .count("red_cards", nulls) { $0.statistics?.redCards },
        ])
    }

    /// The table of one kind of list (`\.topScorers` or `\.topAssists`) over every league-season.
    static func build(
        _ name: OutputTableName, lists: KeyPath<SeasonLists, [PlayerSeasonEntry]?>,
        seasons: [LeagueSeason: SeasonLists], nulls: NullPolicy
    ) -> Table {
        build(name, lists: seasons.compactMapValues { $0[keyPath: lists] }, nulls: nulls)
    }

    /// The table of one kind of list, given by league-season (top scorers, assists, cards).
    static func build(_ name: OutputTableName, lists: [LeagueSeason: [PlayerSeasonEntry]], nulls: NullPolicy) -> Table {
        var rows: [Row] = []
        for key in lists.keys.sorted() {
            for (index, entry) in (lists[key] ?? []).enumerated() {
                let statistics = entry.statistics.first { $0.league.id == key.league } ?? entry.statistics.first
                rows.append(Row(list: key, rank: index + 1, entry: entry, statistics: statistics))
            }
        }
        return layout(name, nulls: nulls).table(rows)
    }
}
