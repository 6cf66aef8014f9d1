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
    static func layout(_ name: TableName, nulls: NullPolicy) -> TableLayout<Row> {
        TableLayout(
            name, key: ["league_id", "season", "rank"],
            columns: [
                .id(SharedColumn.leagueID, label: "League ID", "API-Football id of the league whose list this is.") { $0.list.league },
                .int(SharedColumn.season, label: "Season", "Season of the list, as the year it starts.") { $0.list.season },
                .int("rank", label: "#", "Position in the API's list, from 1.") { $0.rank },
                .id(SharedColumn.playerID, label: "Player ID", "API-Football player id.") { $0.entry.player.id },
                .text(
                    SharedColumn.playerName, label: "Player", "Player name as the API spells it (often abbreviated, e.g. \"E. Haaland\")."
                ) { $0.entry.player.name },
                .id(SharedColumn.teamID, label: "Team ID", "API-Football id of the player's team in the list's league.") {
                    $0.statistics?.team.id
                },
                .text(SharedColumn.teamName, label: "Team", "Name of the player's team in the list's league.") { $0.statistics?.team.name },
                .text("nationality", label: "Nationality", "Nationality as the API sends it (a country name).") {
                    $0.entry.player.nationality
                },
                .count("appearances", label: "Apps", "Matches played in the season.", nulls) { $0.statistics?.appearances },
                .count("minutes", label: "Min", "Minutes played in the season.", unit: "minutes", nulls) { $0.statistics?.minutes },
                .count("goals", label: "G", "Goals scored.", nulls) { $0.statistics?.goals },
                .count("assists", label: "A", "Assists (passes leading directly to a goal).", nulls) { $0.statistics?.assists },
                .count("penalties_scored", label: "Pens Scored", "Penalties scored.", nulls) { $0.statistics?.penaltiesScored },
                .count("shots_total", label: "Shots", "Shots taken (the API's `shots.total`).", nulls) { $0.statistics?.shotsTotal },
                .count("shots_on", label: "On Target", "Shots on target.", nulls) { $0.statistics?.shotsOn },
                .decimal("rating", label: "Rating", "API-Football's average match rating (about 0–10) over the season.") {
                    $0.statistics?.rating.flatMap { PlayerMeasure.rating(.string($0)) }
                },
                .count("yellow_cards", label: "YC", "Yellow cards received.", nulls) { $0.statistics?.yellowCards },
                .count("red_cards", label: "RC", "Red cards received.", nulls) { $0.statistics?.redCards }
            ])
    }

    /// The table of one kind of list (`\.topScorers` or `\.topAssists`) over every league-season.
    static func build(
        _ name: TableName, lists: KeyPath<SeasonLists, [PlayerSeasonEntry]?>,
        seasons: [LeagueSeason: SeasonLists], nulls: NullPolicy
    ) -> (table: Table, issues: ValueIssues) {
        build(name, lists: seasons.compactMapValues { $0[keyPath: lists] }, nulls: nulls)
    }

    /// The table of one kind of list, given by league-season (top scorers, assists, cards).
    static func build(_ name: TableName, lists: [LeagueSeason: [PlayerSeasonEntry]], nulls: NullPolicy) -> (
        table: Table, issues: ValueIssues
    ) {
        var rows: [Row] = []
        for key in lists.keys.sorted() {
            for (index, entry) in (lists[key] ?? []).enumerated() {
                let statistics = entry.statistics.first { $0.league.id == key.league } ?? entry.statistics.first
                rows.append(Row(list: key, rank: index + 1, entry: entry, statistics: statistics))
            }
        }
        return layout(name, nulls: nulls).built(rows)
    }
}
