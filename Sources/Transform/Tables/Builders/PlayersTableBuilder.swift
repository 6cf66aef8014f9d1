import APIModel
import PipelineSpec
import Tabular

/// `players`: one row per statistics entry of each `players?id=&season=` answer (a player who
/// changed clubs has two), the profile repeated on each; by player, newest season first, then
/// as listed. A profile without statistics still gets one row, its season from the request.
enum PlayersTableBuilder {
    /// One statistics entry of a player's season, with the profile it came with.
    final class Row: PlayerStatisticsRow, Sendable {
        let entry: PlayerSeasonEntry
        /// `league.season` of the block, else the season asked for.
        let season: Int
        /// One element of the entry's `statistics`; nil for a profile without any.
        let statistics: PlayerStatistics?
        /// Sort key: player id, season descending (unknown last), position in the input.
        let order: (Int, Int, Int)

        /// A row from its parts.
        init(entry: PlayerSeasonEntry, season: Int, statistics: PlayerStatistics?, order: (Int, Int, Int)) {
            self.entry = entry
            self.season = season
            self.statistics = statistics
            self.order = order
        }
    }

    /// The columns, in output order.
    static func layout(nulls: NullPolicy) -> TableLayout<Row> {
        let columns: [ColumnSpec<Row>] = [
            .id("player_id") { $0.entry.player.id },
            .text("name") { $0.entry.player.name },
            .text("firstname") { $0.entry.player.firstname },
            .text("lastname") { $0.entry.player.lastname },
            .int("age") { $0.entry.player.age },
            .date("birth_date") { PlayerMeasure.birthDate($0.entry.player.birth.date) },
            .text("birth_place") { $0.entry.player.birth.place },
            .text("birth_country") { $0.entry.player.birth.country },
            .text("nationality") { $0.entry.player.nationality },
            .int("height_cm") { PlayerMeasure.heightCentimetres($0.entry.player.height) },
            .int("weight_kg") { PlayerMeasure.weightKilograms($0.entry.player.weight) },
            .bool("injured") { $0.entry.player.injured },
            .int("season") { $0.season },
            .id("team_id") { $0.statistics?.team.id },
            .text("team_name") { $0.statistics?.team.name },
            .id("league_id") { $0.statistics?.league.id },
            .text("league_name") { $0.statistics?.league.name },
            .count("appearances", nulls) { $0.statistics?.appearances },
            .count("lineups", nulls) { $0.statistics?.lineups },
            .count("minutes", nulls) { $0.statistics?.minutes },
            .text("position") { $0.statistics?.position },
            .decimal("rating") { $0.statistics?.rating.flatMap { PlayerMeasure.rating(.string($0)) } },
            .bool("captain") { $0.statistics?.captain },
            .count("substitutes_in", nulls) { $0.statistics?.substitutesIn },
            .count("substitutes_out", nulls) { $0.statistics?.substitutesOut },
            .count("bench", nulls) { $0.statistics?.substitutesBench },
        ]
        + PlayerStatisticColumns.attacking(nulls)
        // In season blocks a per-match figure of unclear meaning (not a sum, not a percentage),
        // so not a count: null stays null.
        + [.int("passes_accuracy") { $0.statistics?.passesAccuracy.flatMap { PlayerMeasure.count(.string($0)) } }]
        + PlayerStatisticColumns.duels(nulls)
        + [
            .count("yellow_cards", nulls) { $0.statistics?.yellowCards },
            .count("yellowred_cards", nulls) { $0.statistics?.yellowRedCards },
            .count("red_cards", nulls) { $0.statistics?.redCards },
        ]
        + PlayerStatisticColumns.penalties(nulls)
        return TableLayout(.players, key: ["player_id", "season", "team_id", "league_id"], columns: columns)
    }

    /// The table of every extracted player-season.
    static func build(_ playerSeasons: [PlayerSeasonKey: [PlayerSeasonEntry]], nulls: NullPolicy) -> Table {
        var rows: [Row] = []
        for key in playerSeasons.keys.sorted() {
            for entry in playerSeasons[key] ?? [] {
                let blocks: [PlayerStatistics?] = entry.statistics.isEmpty ? [nil] : entry.statistics
                for statistics in blocks {
                    let season = statistics?.league.season ?? key.season
                    rows.append(Row(entry: entry, season: season, statistics: statistics, order: (entry.player.id, -season, rows.count)))
                }
            }
        }
        rows.sort { $0.order < $1.order }
        return layout(nulls: nulls).table(rows)
    }
}
