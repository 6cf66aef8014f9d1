import APIModel
import Tabular

/// `rounds`: one row per round of each `fixtures/rounds` answer, ordered by `round_order`: the
/// same order as the fixtures table (stages by first kickoff, then number) when the season's
/// fixtures are known, else the stages in the order the API lists them. A listed round without
/// fixtures, when the season has fixtures, has no order and sorts last, as listed.
enum RoundsTableBuilder {
    /// One round of one league-season.
    final class Row: Sendable {
        /// The league-season whose rounds list named it.
        let list: LeagueSeason
        let round: Round
        /// `round_order`; nil for a round none of the season's fixtures plays in.
        let order: Int?
        /// Whether `fixtures/rounds?current=true` named it; nil when that was not extracted.
        let isCurrent: Bool?
        /// The first and last kickoff (Unix seconds) of its fixtures.
        let kickoffs: ClosedRange<Int>?

        /// A row from its parts.
        init(list: LeagueSeason, round: Round, order: Int?, isCurrent: Bool?, kickoffs: ClosedRange<Int>?) {
            self.list = list
            self.round = round
            self.order = order
            self.isCurrent = isCurrent
            self.kickoffs = kickoffs
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .rounds, key: ["league_id", "season", "round"],
        columns: [
            .id("league_id", label: "League ID", "API-Football league id.") { $0.list.league },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.list.season },
            .text("round", label: "Round", "Round name as the API sends it (e.g. \"Regular Season - 12\").") { $0.round.name },
            .text("stage", label: "Stage", "Stage part of the round name (e.g. \"Regular Season\").") { $0.round.stage },
            .int("number", label: "Round No.", "Number part of the round name; empty when it has none.") { $0.round.number },
            .int(
                "round_order", label: "Order",
                "Order of the round within the league-season, from 1, as in `fixtures`; empty for a round no fixture plays in."
            ) { $0.order },
            .bool("is_current", label: "Current", "Whether the API names it the current round; empty when that was not extracted.") {
                $0.isCurrent
            },
            .timestamp("first_kickoff_utc", label: "First Kick-off (UTC)", "First kickoff of the round's fixtures, UTC, ISO 8601.") {
                $0.kickoffs?.lowerBound
            },
            .timestamp("last_kickoff_utc", label: "Last Kick-off (UTC)", "Last kickoff of the round's fixtures, UTC, ISO 8601.") {
                $0.kickoffs?.upperBound
            }
        ])

    /// The table of every extracted rounds list, joined to the season's fixtures.
    static func build(_ seasons: [LeagueSeason: SeasonLists], join: FixtureJoin) -> Table {
        let kickoffs = kickoffRanges(join.records)
        var rows: [Row] = []
        for key in seasons.keys.sorted() {
            guard let names = seasons[key]?.rounds else { continue }
            var seen = Set<String>()
            let unique = names.filter { seen.insert($0).inserted }
            let ordering =
                join.roundOrderings[key]
                ?? RoundOrdering(
                    fixtures: unique.enumerated().map {
                        RoundOrdering.Fixture(round: $0.element, kickoff: $0.offset)
                    })
            let current = seasons[key]?.currentRounds
            let seasonRows = unique.enumerated().map { position, name in
                (
                    position,
                    Row(
                        list: key, round: RoundParser.parse(name), order: ordering.order(of: name),
                        isCurrent: current.map { $0.contains(name) }, kickoffs: kickoffs[key]?[name]
                    )
                )
            }
            rows += seasonRows.sorted { a, b in
                (a.1.order ?? Int.max, a.0) < (b.1.order ?? Int.max, b.0)
            }.map(\.1)
        }
        return layout.table(rows)
    }

    /// The first and last kickoff of each round of each league-season's fixtures.
    private static func kickoffRanges(_ records: [FixtureRecord]) -> [LeagueSeason: [String: ClosedRange<Int>]] {
        var ranges: [LeagueSeason: [String: ClosedRange<Int>]] = [:]
        for record in records {
            guard let key = record.leagueSeason, let round = record.round?.name,
                let kickoff = record.kickoff?.unixSeconds
            else { continue }
            let known = ranges[key]?[round]
            ranges[key, default: [:]][round] = min(known?.lowerBound ?? kickoff, kickoff)...max(known?.upperBound ?? kickoff, kickoff)
        }
        return ranges
    }
}
