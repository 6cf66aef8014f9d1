import APIModel
import Tabular

/// `injuries`: one row per player missing (or doubtful for) a fixture, by fixture then player,
/// from `injuries?league=&season=` answers.
enum InjuriesTableBuilder {
    /// One missing player in one fixture.
    final class Row: Sendable {
        let injury: Injury

        init(_ injury: Injury) {
            self.injury = injury
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .injuries, key: ["fixture_id", "player_id"], references: [.fixture],
        columns: [
            .id("fixture_id", label: "Fixture ID", "API-Football id of the fixture the player misses.") { $0.injury.fixture.id },
            .id("league_id", label: "League ID", "API-Football league id.") { $0.injury.league.id },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.injury.league.season },
            .timestamp("kickoff_utc", label: "Kick-off (UTC)", "Kickoff of that fixture, UTC, ISO 8601.") { $0.injury.fixture.timestamp },
            .id("team_id", label: "Team ID", "API-Football id of the player's team.") { $0.injury.team.id },
            .text("team_name", label: "Team", "Name of the player's team.") { $0.injury.team.name },
            .id("player_id", label: "Player ID", "API-Football player id.") { $0.injury.player.id },
            .text("player_name", label: "Player", "Player name as the API spells it (often abbreviated, e.g. \"E. Haaland\").") {
                $0.injury.player.name
            },
            .text("type", label: "Type", "`Missing Fixture` or `Questionable`, as the API sends it.") { $0.injury.type },
            .text("reason", label: "Reason", "Reason as the API sends it (e.g. \"Knee Injury\", \"Suspended\").") { $0.injury.reason }
        ])

    /// The table, rows in the order the type's comment gives.
    static func build(_ injuries: [Injury]) -> Table {
        let sorted = injuries.enumerated().sorted { a, b in
            (a.element.fixture.id ?? 0, a.element.player.id ?? 0, a.offset) < (
                b.element.fixture.id ?? 0, b.element.player.id ?? 0, b.offset
            )
        }
        return layout.table(sorted.map { Row($0.element) })
    }
}
