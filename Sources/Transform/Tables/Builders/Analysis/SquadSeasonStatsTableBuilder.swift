import APIModel
import Tabular

/// `squad_season_stats`: one row per league-season × team × player, summed over the player's
/// `player_match_stats` rows (the `players` block of every detailed fixture), sorted by
/// league-season, team id, player id. A player the API sent without an id (0 or null) cannot be
/// told apart from another, so is left out, as is a fixture of unknown league or season.
enum SquadSeasonStatsTableBuilder {
    /// One player's season for one team, added up match by match.
    final class Row: Sendable {
        let key: Key
        let teamName: String?
        let playerName: String?
        let totals: Totals

        init(key: Key, teamName: String?, playerName: String?, totals: Totals) {
            self.key = key
            self.teamName = teamName
            self.playerName = playerName
            self.totals = totals
        }
    }

    /// What places a row: its league-season, team and player, in sort order.
    struct Key: Hashable, Comparable, Sendable {
        let league: Int
        let season: Int
        let team: Int
        let player: Int

        static func < (a: Key, b: Key) -> Bool {
            (a.league, a.season, a.team, a.player) < (b.league, b.season, b.team, b.player)
        }
    }

    /// The sums of one player's matches for one team.
    struct Totals: Sendable {
        var apps = 0, starts = 0, minutes = 0, goals = 0, penaltyGoals = 0, assists = 0, yellowCards = 0, redCards = 0
        var ratedMatches = 0
        /// The ratings' sum in millionths (the API sends at most six decimals), added exactly.
        var ratingMillionths = 0

        /// Adds one match's block (nil when the API sent none: nothing to add).
        mutating func add(_ block: PlayerStatistics?, rating: Double?) {
            guard let block else { return }
            if SquadSeasonStatsTableBuilder.played(block, rating: rating) { apps += 1 }
            if block.substitute == false { starts += 1 }
            minutes += block.minutes ?? 0
            goals += block.goals ?? 0
            penaltyGoals += block.penaltiesScored ?? 0
            assists += block.assists ?? 0
            yellowCards += block.yellowCards ?? 0
            redCards += block.redCards ?? 0
            if let rating {
                ratedMatches += 1
                ratingMillionths += Int((rating * 1_000_000).rounded())
            }
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .squadSeasonStats, key: ["league_id", "season", "team_id", "player_id"],
        columns: [
            .id(SharedColumn.leagueID, label: "League ID", "API-Football league id.") { $0.key.league },
            .int(SharedColumn.season, label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.key.season },
            .id(SharedColumn.teamID, label: "Team ID", "API-Football team id.") { $0.key.team },
            .text(SharedColumn.teamName, label: "Team", "Team name as the API spells it (the first a match of the season gives).") {
                $0.teamName
            },
            .id(SharedColumn.playerID, label: "Player ID", "API-Football player id.") { $0.key.player },
            .text(SharedColumn.playerName, label: "Player", "Player name as the API spells it (the first a match of the season gives).") {
                $0.playerName
            },
            .int(
                "apps", label: "Apps",
                "Matches played: minutes above 0, or, when the API sent no minutes, a rating or a counting "
                    + "statistic above 0 (an unused substitute is listed with nulls and does not count).", unit: "matches"
            ) { $0.totals.apps },
            .int(
                "starts", label: "Starts", "Matches started: listed in the starting XI (the API's `games.substitute` false).",
                unit: "matches"
            ) {
                $0.totals.starts
            },
            .int(
                "minutes", label: "Min", "Minutes played, summed over the season's matches (stoppage time included, as the API counts it).",
                unit: "minutes"
            ) { $0.totals.minutes },
            .int("goals", label: "G", "Goals scored (penalties included, shootouts not).", unit: "goals") { $0.totals.goals },
            .int("non_penalty_goals", label: "npG", "Goals scored minus penalties scored.", unit: "goals") {
                $0.totals.goals - $0.totals.penaltyGoals
            },
            .int("assists", label: "A", "Assists.", unit: "assists") { $0.totals.assists },
            .int("yellow_cards", label: "YC", "Yellow cards received.", unit: "cards") { $0.totals.yellowCards },
            .int("red_cards", label: "RC", "Red cards received.", unit: "cards") { $0.totals.redCards },
            .int("rated_matches", label: "Rated", "Matches with a rating (0–10), the ones `rating` averages.", unit: "matches") {
                $0.totals.ratedMatches
            },
            .decimal(
                "rating", label: "Avg Rating",
                "Mean of the player's match ratings over `rated_matches`, two decimal places; "
                    + "empty when no match was rated."
            ) { row in
                row.totals.ratedMatches > 0
                    ? SeasonFigure.hundredths(row.totals.ratingMillionths, over: row.totals.ratedMatches * 1_000_000) : nil
            },
            .decimal(
                "goals_per_90", label: "G/90", "Goals × 90 / minutes, two decimal places; empty under 90 minutes.",
                unit: "goals per 90 minutes"
            ) {
                SeasonFigure.per90($0.totals.goals, minutes: $0.totals.minutes)
            },
            .decimal(
                "assists_per_90", label: "A/90", "Assists × 90 / minutes, two decimal places; empty under 90 minutes.",
                unit: "assists per 90 minutes"
            ) {
                SeasonFigure.per90($0.totals.assists, minutes: $0.totals.minutes)
            }
        ])

    /// The table of every detailed fixture's players. One pass over the blocks, one dictionary
    /// entry per player and team: linear in the season's player rows.
    static func build(_ join: FixtureJoin) -> Table {
        var totals: [Key: Totals] = [:]
        var names: [Key: (team: String?, player: String?)] = [:]
        var ratings: [String: Double?] = [:]
        for record in join.detailed {
            guard let league = record.leagueID, let season = record.season else { continue }
            for team in record.fixture.players ?? [] {
                guard let teamID = KnownID.of(team.team.id) else { continue }
                for player in team.players {
                    guard let playerID = KnownID.of(player.id) else { continue }
                    let key = Key(league: league, season: season, team: teamID, player: playerID)
                    // A season repeats a few hundred rating texts; each is read once.
                    let rating = player.statistics?.rating.flatMap { text -> Double? in
                        if let known = ratings[text] { return known }
                        let value = ratedValue(text)
                        ratings[text] = value
                        return value
                    }
                    totals[key, default: Totals()].add(player.statistics, rating: rating)
                    let known = names[key]
                    names[key] = (known?.team ?? team.team.name, known?.player ?? player.name)
                }
            }
        }
        let rows = totals.keys.sorted().map { key in
            Row(key: key, teamName: names[key]?.team, playerName: names[key]?.player, totals: totals[key]!)
        }
        return layout.table(rows)
    }

    /// A rating text as `player_match_stats.rating` reads it: a number in 0–10, else none.
    private static func ratedValue(_ text: String) -> Double? {
        PlayerMeasure.rating(.string(text)).flatMap { PlayerMeasure.ratingRange.contains($0) ? $0 : nil }
    }

    /// Whether a match block counts as an appearance: minutes above 0, or, with no minutes,
    /// a rating or any counting statistic above 0.
    static func played(_ block: PlayerStatistics, rating: Double?) -> Bool {
        if let minutes = block.minutes { return minutes > 0 }
        if rating != nil { return true }
        let counts: [Int?] = [
            block.offsides, block.shotsTotal, block.shotsOn, block.goals, block.goalsConceded, block.assists, block.saves,
            block.passesTotal, block.passesKey, block.tacklesTotal, block.tacklesBlocks, block.tacklesInterceptions,
            block.duelsTotal, block.duelsWon, block.dribblesAttempts, block.dribblesSuccess, block.dribblesPast,
            block.foulsDrawn, block.foulsCommitted, block.yellowCards, block.redCards, block.penaltiesWon,
            block.penaltiesCommitted, block.penaltiesScored, block.penaltiesMissed, block.penaltiesSaved
        ]
        return counts.contains { ($0 ?? 0) > 0 }
    }
}
