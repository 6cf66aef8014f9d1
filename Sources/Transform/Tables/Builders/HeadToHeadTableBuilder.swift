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
    static let layout = TableLayout<Row>(.headToHead, key: ["team_a_id", "team_b_id", "fixture_id"], columns: [
        .id("team_a_id") { $0.pair.low },
        .id("team_b_id") { $0.pair.high },
        .int("fixture_id") { $0.fixture.id },
        .id("league_id") { $0.fixture.league.id },
        .text("league_name") { $0.fixture.league.name },
        .int("season") { $0.fixture.league.season },
        .text("round") { $0.fixture.league.round },
        .timestamp("kickoff_utc") { $0.kickoff?.unixSeconds },
        .text("status") { $0.fixture.status.short },
    ] + FixtureColumns.teamsAndGoals() + [
        .text("winner") { $0.fixture.winnerText },
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
