import APIModel
import Tabular

/// `head_to_head`: one row per fixture of each pair's `fixtures/headtohead` answer, the pair
/// written lower id first, newest kickoff first.
enum HeadToHeadTableBuilder {
    /// One past or coming meeting of a pair.
    final class Row: FixtureRow, Sendable {
        /// The pair asked for (`fixtures/headtohead?h2h=`).
        let pair: TeamPair
        let fixture: Fixture
        let kickoff: KickoffTime?

        /// A row from its parts.
        init(pair: TeamPair, fixture: Fixture, kickoff: KickoffTime?) {
            self.pair = pair
            self.fixture = fixture
            self.kickoff = kickoff
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .headToHead, key: ["team_a_id", "team_b_id", "fixture_id"],
        columns: [
            .id(HeadToHeadColumn.teamAID, label: "Team A ID", "API-Football id of the pair's team with the lower id.") { $0.pair.low },
            .id(HeadToHeadColumn.teamBID, label: "Team B ID", "API-Football id of the pair's team with the higher id.") { $0.pair.high },
            .int("fixture_id", label: "Fixture ID", "API-Football fixture id.") { $0.fixture.id },
            .id("league_id", label: "League ID", "API-Football league id.") { $0.fixture.league.id },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.fixture.league.season },
            .text("league_name", label: "League", "League name as the API spells it.") { $0.fixture.league.name },
            .text("round", label: "Round", "Round name as the API sends it (e.g. \"Regular Season - 12\").") { $0.fixture.league.round },
            .timestamp("kickoff_utc", label: "Kick-off (UTC)", "Kickoff time, UTC, ISO 8601.") { $0.kickoff?.unixSeconds },
            .text("status", label: "Status", "Match status, the API's short code (NS, 1H, HT, FT, AET, PEN, PST, CANC…).") {
                $0.fixture.status.short
            }
        ] + MatchSideColumns.teamsAndGoals() + [
            .text(
                "winner", label: "Winner",
                "Who won, once the match is finished: `home`, `away` or `draw` (the shootout winner after penalties); empty before."
            ) { $0.fixture.winnerText }
        ])

    /// The table of every extracted pair; a fixture listed twice for one pair is written once.
    static func build(_ headToHead: [TeamPair: [Fixture]]) -> Table {
        var rows: [Row] = []
        for pair in headToHead.keys.sorted() {
            var seen = Set<Int>()
            let fixtures = (headToHead[pair] ?? []).filter { seen.insert($0.id).inserted }
            rows += fixtures.map { Row(pair: pair, fixture: $0, kickoff: $0.kickoff) }.sorted { a, b in
                (-(a.kickoff?.unixSeconds ?? Int.min), a.fixture.id) < (-(b.kickoff?.unixSeconds ?? Int.min), b.fixture.id)
            }
        }
        return layout.table(rows)
    }
}

/// The `head_to_head` columns other code reads by name.
enum HeadToHeadColumn {
    static let teamAID = ColumnName("team_a_id")
    static let teamBID = ColumnName("team_b_id")
}
