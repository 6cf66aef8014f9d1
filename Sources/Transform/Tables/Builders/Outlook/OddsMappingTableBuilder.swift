import APIModel
import CivilTime
import Tabular

/// `odds_mapping`: every fixture the API has pre-match odds for, of every league, by fixture id.
enum OddsMappingTableBuilder {
    /// One listed fixture.
    final class Row: Sendable {
        let item: OddsMapping

        init(_ item: OddsMapping) {
            self.item = item
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .oddsMapping, key: ["fixture_id"],
        columns: [
            .id("fixture_id", label: "Fixture ID", "API-Football fixture id.") { $0.item.fixture.id },
            .id("league_id", label: "League ID", "API-Football league id.") { $0.item.league.id },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.item.league.season },
            .timestamp("kickoff_utc", label: "Kick-off (UTC)", "Kickoff, UTC, ISO 8601.") { $0.item.fixture.timestamp },
            .timestamp("updated_utc", label: "Updated (UTC)", "When the API last updated the fixture's pre-match odds, UTC, ISO 8601.") {
                $0.item.update.flatMap(ISOTimestampReader.unixSeconds)
            }
        ])

    /// The table, rows by fixture id (then in the API's order).
    static func build(_ items: [OddsMapping]) -> Table {
        let ordered = items.enumerated().sorted { ($0.element.fixture.id ?? 0, $0.offset) < ($1.element.fixture.id ?? 0, $1.offset) }
        return layout.table(ordered.map { Row($0.element) })
    }
}
