import CivilTime
import APIModel
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
    static let layout = TableLayout<Row>(.leagues, key: ["league_id", "season"], columns: [
        .id("league_id") { $0.league.id },
        .text("name") { $0.league.name },
        .text("type") { $0.league.type },
        .text("country") { $0.league.country.name },
        .text("country_code") { $0.league.country.code },
        .int("season") { $0.season.year },
        .date("start") { $0.season.start.flatMap { CalendarDate(iso: $0) } },
        .date("end") { $0.season.end.flatMap { CalendarDate(iso: $0) } },
        .bool("current") { $0.season.current },
        .bool("coverage_events") { $0.season.coverage.events },
        .bool("coverage_lineups") { $0.season.coverage.lineups },
        .bool("coverage_fixture_statistics") { $0.season.coverage.fixtureStatistics },
        .bool("coverage_player_statistics") { $0.season.coverage.playerStatistics },
        .bool("coverage_standings") { $0.season.coverage.standings },
        .bool("coverage_players") { $0.season.coverage.players },
        .bool("coverage_top_scorers") { $0.season.coverage.topScorers },
        .bool("coverage_top_assists") { $0.season.coverage.topAssists },
        .bool("coverage_top_cards") { $0.season.coverage.topCards },
        .bool("coverage_injuries") { $0.season.coverage.injuries },
        .bool("coverage_predictions") { $0.season.coverage.predictions },
        .bool("coverage_odds") { $0.season.coverage.odds },
    ])

    /// The table of the catalog, by league id then season (unknown last).
    static func build(_ catalog: [LeagueCatalogEntry]) -> Table {
        var seen = Set<[Int?]>()
        var rows: [(row: Row, order: (Int, Int, Int))] = []
        for league in catalog {
            for season in league.seasons where seen.insert([league.id, season.year]).inserted {
                rows.append((Row(league: league, season: season), (league.id, season.year ?? Int.max, rows.count)))
            }
        }
        rows.sort { $0.order < $1.order }
        return layout.table(rows.map(\.row))
    }
}
