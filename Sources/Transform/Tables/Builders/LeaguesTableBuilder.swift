import APIModel
import CivilTime
import Tabular

/// `leagues`: one row per league-season of the `leagues` catalog with its coverage flags; a
/// league-season listed twice is written once (the first).
enum LeaguesTableBuilder {
    /// One season of one catalog entry.
    final class Row: Sendable {
        let league: LeagueCatalogEntry
        /// One element of the entry's `seasons`.
        let season: LeagueCatalogEntry.Season

        /// A row from its parts.
        init(league: LeagueCatalogEntry, season: LeagueCatalogEntry.Season) {
            self.league = league
            self.season = season
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .leagues, key: ["league_id", "season"],
        renames: [.since0_2_0("start", "start_date"), .since0_2_0("end", "end_date"), .since0_2_0("current", "is_current")],
        columns: [
            .id("league_id", label: "League ID", "API-Football league id.") { $0.league.id },
            .text("name", label: "League", "League name.") { $0.league.name },
            .text("type", label: "Type", "League or Cup.") { $0.league.type },
            .text("country", label: "Country", "Country name (\"World\" for international competitions).") { $0.league.country.name },
            .text("country_code", label: "Country Code", "Country code as the API sends it (e.g. GB-ENG); empty for World.") {
                $0.league.country.code
            },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).", range: SeasonYear.range) { $0.season.year },
            .date("start_date", label: "Start", "First day of the season.", reading: { $0.season.start }) { CalendarDate(iso: $0) },
            .date("end_date", label: "End", "Last day of the season.", reading: { $0.season.end }) { CalendarDate(iso: $0) },
            .bool("is_current", label: "Current", "Whether the API marks this as the league's current season.") { $0.season.current },
            .bool("coverage_events", label: "Has Events", "Whether the API covers fixture events for this season.") {
                $0.season.coverage.events
            },
            .bool("coverage_lineups", label: "Has Lineups", "Whether the API covers lineups for this season.") {
                $0.season.coverage.lineups
            },
            .bool("coverage_fixture_statistics", label: "Has Match Stats", "Whether the API covers team match statistics for this season.")
            { $0.season.coverage.fixtureStatistics },
            .bool(
                "coverage_player_statistics", label: "Has Player Match Stats",
                "Whether the API covers player match statistics for this season."
            ) { $0.season.coverage.playerStatistics },
            .bool("coverage_standings", label: "Has Standings", "Whether the API covers standings for this season.") {
                $0.season.coverage.standings
            },
            .bool("coverage_players", label: "Has Players", "Whether the API covers player season statistics for this season.") {
                $0.season.coverage.players
            },
            .bool("coverage_top_scorers", label: "Has Top Scorers", "Whether the API covers top scorers for this season.") {
                $0.season.coverage.topScorers
            },
            .bool("coverage_top_assists", label: "Has Top Assists", "Whether the API covers top assists for this season.") {
                $0.season.coverage.topAssists
            },
            .bool("coverage_top_cards", label: "Has Top Cards", "Whether the API covers top cards for this season.") {
                $0.season.coverage.topCards
            },
            .bool("coverage_injuries", label: "Has Injuries", "Whether the API covers injuries for this season.") {
                $0.season.coverage.injuries
            },
            .bool("coverage_predictions", label: "Has Predictions", "Whether the API covers predictions for this season.") {
                $0.season.coverage.predictions
            },
            .bool("coverage_odds", label: "Has Odds", "Whether the API covers odds for this season.") { $0.season.coverage.odds }
        ])

    /// The table of the catalog, by league id then season (unknown last).
    static func build(_ catalog: [LeagueCatalogEntry]) -> (table: Table, issues: ValueIssues) {
        var seen = Set<[Int?]>()
        var rows: [(row: Row, order: (Int, Int, Int))] = []
        for league in catalog {
            for season in league.seasons where seen.insert([league.id, season.year]).inserted {
                rows.append((Row(league: league, season: season), (league.id, season.year ?? Int.max, rows.count)))
            }
        }
        rows.sort { $0.order < $1.order }
        return layout.built(rows.map(\.row))
    }
}
