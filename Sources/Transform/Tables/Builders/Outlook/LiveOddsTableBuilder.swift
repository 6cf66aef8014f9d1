import APIModel
import CivilTime
import Tabular

/// `odds_live`: in-play odds at the time of the call, one row per match × bet × offered value,
/// by fixture id and then in the API's order. A value can repeat at several lines
/// (`handicap`), so `value_number` (its place in the bet's list) completes the key.
enum LiveOddsTableBuilder {
    /// One offered value of one bet of one match in play.
    final class Row: Sendable {
        let match: LiveOdds
        let bet: LiveOdds.Bet
        let value: LiveOdds.Value
        let number: Int

        init(match: LiveOdds, bet: LiveOdds.Bet, value: LiveOdds.Value, number: Int) {
            self.match = match
            self.bet = bet
            self.value = value
            self.number = number
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .oddsLive, key: ["fixture_id", "bet_id", "value_number"],
        columns: [
            .id("fixture_id", label: "Fixture ID", "API-Football fixture id.") { $0.match.fixtureID },
            .id("league_id", label: "League ID", "API-Football league id.") { $0.match.league.id },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.match.league.season },
            .text("status", label: "Status", "The match's status in words when the odds were read (e.g. Second Half).") {
                $0.match.statusLong
            },
            .int("elapsed", label: "Minute", "Minutes played when the odds were read.", unit: "minutes") { $0.match.elapsed },
            .text("clock", label: "Clock", "The match clock when the odds were read, as minutes:seconds (e.g. 62:14).") { $0.match.clock },
            .id("home_team_id", label: "Home team ID", "API-Football id of the home team.") { $0.match.home.id },
            .int("home_goals", label: "Home goals", "Goals of the home team when the odds were read.") { $0.match.home.goals },
            .id("away_team_id", label: "Away team ID", "API-Football id of the away team.") { $0.match.away.id },
            .int("away_goals", label: "Away goals", "Goals of the away team when the odds were read.") { $0.match.away.goals },
            .bool("stopped", label: "Stopped", "Whether the match was stopped, so betting paused.") { $0.match.stopped },
            .bool("blocked", label: "Blocked", "Whether bets on the match were blocked.") { $0.match.blocked },
            .bool("finished", label: "Finished", "Whether the match was over.") { $0.match.finished },
            .timestamp("updated_utc", label: "Updated (UTC)", "When the API last updated these odds, UTC, ISO 8601.") {
                $0.match.update.flatMap(ISOTimestampReader.unixSeconds)
            },
            .id("bet_id", label: "Bet ID", "API-Football in-play bet id (the ids of odds/live/bets, not those of the bets table).") {
                $0.bet.id
            },
            .text("bet_name", label: "Bet", "In-play bet (market) name, e.g. \"Match Corners\".") { $0.bet.name },
            .int("value_number", label: "Value #", "Place of the value in the bet's list, from 1 (a value can repeat at several lines).") {
                $0.number
            },
            .text("value", label: "Value", "Outcome of the bet as the API labels it (e.g. Over, Home).") { $0.value.value },
            .text(
                "handicap", label: "Line", "The line the value is about as the API sends it (e.g. 8 corners); empty when the bet has none."
            ) { $0.value.handicap },
            .decimal("odd", label: "Odd", "Decimal odds for the value.") { NumberText.decimal($0.value.odd) },
            .bool("main", label: "Main line", "Whether this is the line to consider when the same value is offered at several lines.") {
                $0.value.main
            },
            .bool("suspended", label: "Suspended", "Whether the value could not be bet on when the odds were read.") { $0.value.suspended }
        ])

    /// The table, rows in the order the type's comment gives.
    static func build(_ matches: [LiveOdds]) -> Table {
        let ordered = matches.enumerated().sorted { ($0.element.fixtureID ?? 0, $0.offset) < ($1.element.fixtureID ?? 0, $1.offset) }
        var rows: [Row] = []
        for (_, match) in ordered {
            for bet in match.bets {
                rows += bet.values.enumerated().map { Row(match: match, bet: bet, value: $0.element, number: $0.offset + 1) }
            }
        }
        return layout.table(rows)
    }
}
