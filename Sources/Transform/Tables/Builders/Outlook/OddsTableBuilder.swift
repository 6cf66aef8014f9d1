import APIModel
import CivilTime
import Tabular

/// `odds`: pre-match odds flattened to one row per fixture × bookmaker × bet × outcome, by
/// fixture id and then in the API's order. Bookmaker and bet names are also in the lookups
/// `bookmakers` and `bets` when those are extracted.
enum OddsTableBuilder {
    /// One outcome of one bet of one bookmaker for one fixture.
    final class Row: Sendable {
        let fixture: FixtureOdds
        let bookmaker: BookmakerOdds
        let bet: BookmakerOdds.Bet
        let value: BookmakerOdds.Value

        init(fixture: FixtureOdds, bookmaker: BookmakerOdds, bet: BookmakerOdds.Bet, value: BookmakerOdds.Value) {
            self.fixture = fixture
            self.bookmaker = bookmaker
            self.bet = bet
            self.value = value
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .odds, key: ["fixture_id", "bookmaker_id", "bet_id", "value"], references: [.fixture],
        columns: [
            .id("fixture_id", label: "Fixture ID", "API-Football fixture id.") { $0.fixture.fixture.id },
            .id("league_id", label: "League ID", "API-Football league id.") { $0.fixture.league.id },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.fixture.league.season },
            .timestamp("updated_utc", label: "Updated (UTC)", "When the API last updated these odds, UTC, ISO 8601.") {
                $0.fixture.update.flatMap(ISOTimestampReader.unixSeconds)
            },
            .id("bookmaker_id", label: "Bookmaker ID", "API-Football bookmaker id.") { $0.bookmaker.id },
            .text("bookmaker_name", label: "Bookmaker", "Bookmaker name.") { $0.bookmaker.name },
            .id("bet_id", label: "Bet ID", "API-Football bet (market) id.") { $0.bet.id },
            .text("bet_name", label: "Bet", "Bet (market) name, e.g. \"Match Winner\".") { $0.bet.name },
            .text("value", label: "Outcome", "Outcome of the bet as the API labels it (e.g. Home, Draw, Over 2.5).") { $0.value.value },
            .decimal("odd", label: "Odd", "Decimal odds for the outcome.") { NumberText.decimal($0.value.odd) }
        ])

    /// The table, rows in the order the type's comment gives.
    static func build(_ odds: [FixtureOdds]) -> Table {
        let fixtures = odds.enumerated().sorted { ($0.element.fixture.id ?? 0, $0.offset) < ($1.element.fixture.id ?? 0, $1.offset) }
        var rows: [Row] = []
        for (_, fixture) in fixtures {
            for bookmaker in fixture.bookmakers {
                for bet in bookmaker.bets {
                    rows += bet.values.map { Row(fixture: fixture, bookmaker: bookmaker, bet: bet, value: $0) }
                }
            }
        }
        return layout.table(rows)
    }
}
