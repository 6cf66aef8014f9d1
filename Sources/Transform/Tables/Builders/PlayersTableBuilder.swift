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
        let columns: [ColumnSpec<Row>] =
            [
                .id(SharedColumn.playerID, label: "Player ID", "API-Football player id.") { $0.entry.player.id },
                .text(PlayersColumn.name, label: "Player", "Player's name as the API spells it (often abbreviated).") {
                    $0.entry.player.name
                },
                .text("firstname", label: "First Name", "First name(s).") { $0.entry.player.firstname },
                .text("lastname", label: "Last Name", "Last name(s).") { $0.entry.player.lastname },
                .int(PlayersColumn.age, label: "Age", "Age in years, as the API reports it.", unit: "years") { $0.entry.player.age },
                .date(
                    PlayersColumn.birthDate, label: "Born", "Date of birth.", reading: { $0.entry.player.birth.date },
                    PlayerMeasure.birthDate),
                .text("birth_place", label: "Birthplace", "Place of birth.") { $0.entry.player.birth.place },
                .text("birth_country", label: "Birth Country", "Country of birth.") { $0.entry.player.birth.country },
                .text(PlayersColumn.nationality, label: "Nationality", "Nationality as the API sends it (a country name).") {
                    $0.entry.player.nationality
                },
                .int(
                    PlayersColumn.heightCM, label: "Height (cm)", "Height, read from the API's text (\"180 cm\").", unit: "cm",
                    range: PlayerMeasure.heightRange,
                    reading: { $0.entry.player.height }, PlayerMeasure.heightCentimetres),
                .int(
                    PlayersColumn.weightKG, label: "Weight (kg)", "Weight, read from the API's text (\"75 kg\").", unit: "kg",
                    range: PlayerMeasure.weightRange,
                    reading: { $0.entry.player.weight }, PlayerMeasure.weightKilograms),
                .bool("injured", label: "Injured", "Whether the API marks the player as injured when extracted.") {
                    $0.entry.player.injured
                },
                .int(SharedColumn.season, label: "Season", "Season of this statistics block, as the year it starts.") { $0.season },
                .id(SharedColumn.teamID, label: "Team ID", "API-Football id of the team of this statistics block.") {
                    $0.statistics?.team.id
                },
                .text(SharedColumn.teamName, label: "Team", "Name of the team of this statistics block.") { $0.statistics?.team.name },
                .id(SharedColumn.leagueID, label: "League ID", "API-Football id of the league of this statistics block.") {
                    $0.statistics?.league.id
                },
                .text("league_name", label: "League", "Name of the league of this statistics block.") { $0.statistics?.league.name },
                .count("appearances", label: "Apps", "Matches played.", nulls) { $0.statistics?.appearances },
                .count("lineups", label: "Starts", "Matches started.", nulls) { $0.statistics?.lineups },
                .count("minutes", label: "Min", "Minutes played in the season, stoppage time included.", unit: "minutes", nulls) {
                    $0.statistics?.minutes
                },
                .text(SharedColumn.position, label: "Pos", "Position as the API sends it (Goalkeeper, Defender, Midfielder, Attacker).") {
                    $0.statistics?.position
                },
                .decimal(
                    "rating", label: "Avg Rating", "API-Football's average match rating (about 0–10) over the season.",
                    range: PlayerMeasure.ratingRange,
                    reading: { $0.statistics?.rating }
                ) { PlayerMeasure.rating(.string($0)) },
                .bool("captain", label: "Captain", "Whether the player was captain in the season.") { $0.statistics?.captain },
                .count("substitutes_in", label: "Sub On", "Matches in which the player came on as a substitute.", nulls) {
                    $0.statistics?.substitutesIn
                },
                .count("substitutes_out", label: "Sub Off", "Matches in which the player was substituted off.", nulls) {
                    $0.statistics?.substitutesOut
                },
                .count("bench", label: "Bench", "Matches in which the player sat on the bench.", nulls) { $0.statistics?.substitutesBench }
            ]
            + PlayerStatisticColumns.attacking(nulls)
            // In season blocks a per-match figure of unclear meaning (not a sum, not a percentage),
            // so not a count: null stays null.
            + [
                .int(
                    "passes_accuracy", label: "Pass Acc.",
                    "The API's `passes.accuracy` as sent for a season (a number of unclear meaning: neither a sum nor a percentage)."
                ) { $0.statistics?.passesAccuracy.flatMap { PlayerMeasure.count(.string($0)) } }
            ]
            + PlayerStatisticColumns.duels(nulls)
            + [
                .count("yellow_cards", label: "YC", "Yellow cards received.", nulls) { $0.statistics?.yellowCards },
                .count("yellowred_cards", label: "2nd YC", "Second yellow cards (yellow then red) received.", nulls) {
                    $0.statistics?.yellowRedCards
                },
                .count("red_cards", label: "RC", "Red cards received.", nulls) { $0.statistics?.redCards }
            ]
            + PlayerStatisticColumns.penalties(nulls)
        return TableLayout(.players, key: ["player_id", "season", "team_id", "league_id"], columns: columns)
    }

    /// The table of every extracted player-season, and the values its checked columns emptied.
    static func build(_ playerSeasons: [PlayerSeasonKey: [PlayerSeasonEntry]], nulls: NullPolicy) -> (table: Table, issues: ValueIssues) {
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
        return layout(nulls: nulls).built(rows)
    }
}

/// The `players` columns other code reads by name, besides `SharedColumn`'s.
enum PlayersColumn {
    static let name = ColumnName("name")
    static let age = ColumnName("age")
    static let birthDate = ColumnName("birth_date")
    static let nationality = ColumnName("nationality")
    static let heightCM = ColumnName("height_cm")
    static let weightKG = ColumnName("weight_kg")
}
