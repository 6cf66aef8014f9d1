import APIModel
import PipelineSpec

/// The runs of player-statistics columns that `player_match_stats` and `players` share, as
/// counting columns (null written per the pipeline's `NullPolicy`). Each reads its field in
/// place: a block handed out by value, or through a key path, is copied whole (forty fields)
/// for every cell.
enum PlayerStatisticColumns {
    /// `shots_total` … `passes_key`.
    static func attacking<Row: PlayerStatisticsRow>(_ nulls: NullPolicy) -> [ColumnSpec<Row>] {
        [
            .count("shots_total", label: "Shots", "Shots taken (the API's `shots.total`).", nulls) { $0.statistics?.shotsTotal },
            .count("shots_on", label: "On Target", "Shots on target.", nulls) { $0.statistics?.shotsOn },
            .count("goals", label: "G", "Goals scored.", nulls) { $0.statistics?.goals },
            .count(
                "goals_conceded", label: "Conceded",
                "Goals conceded (the API's `goals.conceded`, kept for goalkeepers; 0 or empty for others).", nulls
            ) { $0.statistics?.goalsConceded },
            .count("assists", label: "A", "Assists (passes leading directly to a goal).", nulls) { $0.statistics?.assists },
            .count("saves", label: "Saves", "Saves (the API's `goals.saves`, for goalkeepers).", nulls) { $0.statistics?.saves },
            .count("passes_total", label: "Passes", "Passes attempted.", nulls) { $0.statistics?.passesTotal },
            .count("passes_key", label: "Key Passes", "Key passes (passes leading to a shot).", nulls) { $0.statistics?.passesKey }
        ]
    }

    /// `tackles_total` … `fouls_committed`.
    static func duels<Row: PlayerStatisticsRow>(_ nulls: NullPolicy) -> [ColumnSpec<Row>] {
        [
            .count("tackles_total", label: "Tackles", "Tackles made.", nulls) { $0.statistics?.tacklesTotal },
            .count("tackles_blocks", label: "Blocks", "Blocks (the API's `tackles.blocks`).", nulls) { $0.statistics?.tacklesBlocks },
            .count("tackles_interceptions", label: "Interceptions", "Interceptions.", nulls) { $0.statistics?.tacklesInterceptions },
            .count("duels_total", label: "Duels", "Duels contested.", nulls) { $0.statistics?.duelsTotal },
            .count("duels_won", label: "Duels Won", "Duels won by the player.", nulls) { $0.statistics?.duelsWon },
            .count("dribbles_attempts", label: "Dribbles", "Dribbles attempted.", nulls) { $0.statistics?.dribblesAttempts },
            .count("dribbles_success", label: "Dribbles Won", "Successful dribbles.", nulls) { $0.statistics?.dribblesSuccess },
            .count("dribbles_past", label: "Dribbled Past", "Times dribbled past by an opponent.", nulls) { $0.statistics?.dribblesPast },
            .count("fouls_drawn", label: "Fouls Drawn", "Fouls suffered.", nulls) { $0.statistics?.foulsDrawn },
            .count("fouls_committed", label: "Fouls", "Fouls committed.", nulls) { $0.statistics?.foulsCommitted }
        ]
    }

    /// `penalty_won` … `penalty_saved`.
    static func penalties<Row: PlayerStatisticsRow>(_ nulls: NullPolicy) -> [ColumnSpec<Row>] {
        [
            .count("penalty_won", label: "Pen Won", "Penalties won.", nulls) { $0.statistics?.penaltiesWon },
            .count("penalty_committed", label: "Pen Conceded", "Penalties given away by a foul (the API's `penalty.commited`).", nulls) {
                $0.statistics?.penaltiesCommitted
            },
            .count("penalty_scored", label: "Pen Scored", "Penalties scored.", nulls) { $0.statistics?.penaltiesScored },
            .count("penalty_missed", label: "Pen Missed", "Penalties missed.", nulls) { $0.statistics?.penaltiesMissed },
            .count("penalty_saved", label: "Pen Saved", "Penalties saved (goalkeepers).", nulls) { $0.statistics?.penaltiesSaved }
        ]
    }
}
