import APIModel
import PipelineSpec
import Tabular

/// `player_match_stats`: one row per player listed in a detailed fixture's `players`, home team
/// first, players in the response's (lineup) order. Counting stats follow the null policy (an
/// unused substitute's all-null block becomes zeros under `nulls: zero`); id 0 is written empty,
/// so the key is the player's place in the team's list (`player_order`), which always holds.
enum PlayerMatchStatsTableBuilder {
    /// One player's block in one fixture.
    final class Row: PlayerStatisticsRow, Sendable {
        let team: MatchTeam
        /// The player's place in the team's `players`, from 1.
        let order: Int
        /// `player.id`, as sent (0 for some substitutes).
        let playerID: Int?
        /// `player.name`.
        let playerName: String?
        /// The player's match block (nil when the API sent none).
        let statistics: PlayerStatistics?
        /// `games.rating` read as a number.
        let rating: Double?
        /// `passes.accuracy` (a count of accurate passes, sent as text) read as a number.
        let passesAccuracy: Int?

        /// A row of one entry of a team's `players`, its texts already read as numbers.
        init(team: MatchTeam, order: Int, player: FixtureTeamPlayers.Player, rating: Double?, passesAccuracy: Int?) {
            self.team = team
            self.order = order
            playerID = player.id
            playerName = player.name
            statistics = player.statistics
            self.rating = rating
            self.passesAccuracy = passesAccuracy
        }
    }

    /// The columns, in output order.
    static func layout(nulls: NullPolicy) -> TableLayout<Row> {
        let columns: [ColumnSpec<Row>] =
            [
                .int(SharedColumn.fixtureID, label: "Fixture ID", "API-Football fixture id.") { $0.team.fixtureID }
            ]
            + MatchSideColumns.leagueSeason(league: { $0.team.leagueID }, season: { $0.team.season })
            + [
                .id(SharedColumn.teamID, label: "Team ID", "API-Football team id.") { $0.team.team.id },
                .text(SharedColumn.teamName, label: "Team", "Team name as the API spells it.") { $0.team.team.name },
                .text(SharedColumn.side, label: "Home/Away", "Whether the player's team played at home or away: `home` or `away`.") {
                    $0.team.side?.rawValue
                },
                .int(
                    "player_order", label: "Order",
                    "The player's place in the team's list as the API sends it, from 1 (with fixture_id and "
                        + "team_id the row's key: player_id can be empty)."
                ) { $0.order },
                .id(SharedColumn.playerID, label: "Player ID", "API-Football player id; empty when the API sent none (0 or null).") {
                    $0.playerID
                },
                .text(
                    SharedColumn.playerName, label: "Player", "Player name as the API spells it (often abbreviated, e.g. \"E. Haaland\")."
                ) { $0.playerName },
                .int("number", label: "No.", "Shirt number in this match.") { $0.statistics?.number },
                .text(SharedColumn.position, label: "Pos", "Position in this match as the API sends it: G, D, M or F.") {
                    $0.statistics?.position
                },
                .count(
                    PlayerMatchStatsColumn.minutes, label: "Min",
                    "Minutes played in the match, as the API counts them: stoppage time included, so a full match is often more than 90.",
                    unit: "minutes", nulls
                ) { $0.statistics?.minutes },
                .decimal(
                    "rating", label: "Rating", "API-Football's match rating (about 0–10), read from its text; empty when not rated.",
                    range: PlayerMeasure.ratingRange,
                    reading: { $0.statistics?.rating }, parsed: { $0.rating }),
                .bool("captain", label: "Captain", "Whether the player captained the team in this match.") { $0.statistics?.captain },
                .bool("substitute", label: "Sub", "Whether the player started on the bench.") { $0.statistics?.substitute },
                .count("offsides", label: "Offsides", "Times caught offside.", nulls) { $0.statistics?.offsides }
            ]
            + PlayerStatisticColumns.attacking(nulls)
            + [
                .count(
                    "passes_accuracy", label: "Acc. Passes", "Accurate passes (a count, though the API's field is named accuracy).", nulls
                ) {
                    $0.passesAccuracy
                }
            ]
            + PlayerStatisticColumns.duels(nulls)
            + [
                .count("yellow_cards", label: "YC", "Yellow cards received.", nulls) { $0.statistics?.yellowCards },
                .count("red_cards", label: "RC", "Red cards received.", nulls) { $0.statistics?.redCards }
            ]
            + PlayerStatisticColumns.penalties(nulls)
        return TableLayout(.playerMatchStats, key: ["fixture_id", "team_id", "player_order"], references: [.fixture], columns: columns)
    }

    /// The table, a warning per fixture team that lists players with id 0, and the values emptied.
    static func build(_ join: FixtureJoin, nulls: NullPolicy) -> BuiltTable {
        var rows: [Row] = []
        var warnings: [TransformWarning] = []
        // A season repeats a few hundred distinct texts (`"6.9"`, `"18"`); each is read once.
        var ratings: [String: Double?] = [:]
        var counts: [String: Int?] = [:]
        func rating(_ text: String?) -> Double? {
            guard let text else { return nil }
            if let known = ratings[text] { return known }
            let value = PlayerMeasure.rating(.string(text))
            ratings[text] = value
            return value
        }
        func count(_ text: String?) -> Int? {
            guard let text else { return nil }
            if let known = counts[text] { return known }
            let value = PlayerMeasure.count(.string(text))
            counts[text] = value
            return value
        }
        for record in join.detailed {
            let teams = (record.fixture.players ?? []).enumerated().sorted { a, b in
                (record.side(of: a.element.team.id).sortRank, a.offset) < (record.side(of: b.element.team.id).sortRank, b.offset)
            }
            for (_, team) in teams {
                let shared = MatchTeam(team.team, in: record)
                for (index, player) in team.players.enumerated() {
                    rows.append(
                        Row(
                            team: shared, order: index + 1, player: player,
                            rating: rating(player.statistics?.rating), passesAccuracy: count(player.statistics?.passesAccuracy)
                        ))
                }
                let unknown = team.players.filter { KnownID.of($0.id) == nil }
                if !unknown.isEmpty {
                    warnings.append(unknownIDWarning(record.fixture, team: team.team, players: unknown))
                }
            }
        }
        let built = layout(nulls: nulls).built(rows)
        return BuiltTable(built.table, warnings: warnings, issues: built.issues)
    }

    private static func unknownIDWarning(_ fixture: Fixture, team: TeamReference, players: [FixtureTeamPlayers.Player]) -> TransformWarning
    {
        let names = players.map { $0.name.map { "\"\($0)\"" } ?? "unnamed" }.joined(separator: ", ")
        return TransformWarning(
            code: .unknownPlayerID,
            message: "\(fixture.label), team \(team.name ?? "?"): \(players.count) player(s) without an id "
                + "(the API sent 0 or null: \(names)); player_id written empty",
            fixtureID: fixture.id,
            teamID: team.id
        )
    }
}

/// The `player_match_stats` columns other code reads by name, besides `SharedColumn`'s.
enum PlayerMatchStatsColumn {
    static let minutes = ColumnName("minutes")
}
