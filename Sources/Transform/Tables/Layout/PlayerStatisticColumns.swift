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
            .count("shots_total", nulls) { $0.statistics?.shotsTotal },
            .count("shots_on", nulls) { $0.statistics?.shotsOn },
            .count("goals", nulls) { $0.statistics?.goals },
            .count("goals_conceded", nulls) { $0.statistics?.goalsConceded },
            .count("assists", nulls) { $0.statistics?.assists },
            .count("saves", nulls) { $0.statistics?.saves },
            .count("passes_total", nulls) { $0.statistics?.passesTotal },
            .count("passes_key", nulls) { $0.statistics?.passesKey },
        ]
    }

    /// `tackles_total` … `fouls_committed`.
    static func duels<Row: PlayerStatisticsRow>(_ nulls: NullPolicy) -> [ColumnSpec<Row>] {
        [
            .count("tackles_total", nulls) { $0.statistics?.tacklesTotal },
            .count("tackles_blocks", nulls) { $0.statistics?.tacklesBlocks },
            .count("tackles_interceptions", nulls) { $0.statistics?.tacklesInterceptions },
            .count("duels_total", nulls) { $0.statistics?.duelsTotal },
            .count("duels_won", nulls) { $0.statistics?.duelsWon },
            .count("dribbles_attempts", nulls) { $0.statistics?.dribblesAttempts },
            .count("dribbles_success", nulls) { $0.statistics?.dribblesSuccess },
            .count("dribbles_past", nulls) { $0.statistics?.dribblesPast },
            .count("fouls_drawn", nulls) { $0.statistics?.foulsDrawn },
            .count("fouls_committed", nulls) { $0.statistics?.foulsCommitted },
        ]
    }

    /// `penalty_won` … `penalty_saved`.
    static func penalties<Row: PlayerStatisticsRow>(_ nulls: NullPolicy) -> [ColumnSpec<Row>] {
        [
            .count("penalty_won", nulls) { $0.statistics?.penaltiesWon },
            .count("penalty_committed", nulls) { $0.statistics?.penaltiesCommitted },
            .count("penalty_scored", nulls) { $0.statistics?.penaltiesScored },
            .count("penalty_missed", nulls) { $0.statistics?.penaltiesMissed },
            .count("penalty_saved", nulls) { $0.statistics?.penaltiesSaved },
        ]
    }
}
