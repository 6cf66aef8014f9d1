import APIModel
import CivilTime
import Tabular

/// `round_dates`: one row per round and date from `fixtures/rounds?dates=true`, `round_seq`
/// being the round's 1-based place in the API's list.
enum RoundDatesTableBuilder {
    /// One date of one round.
    final class Row: Sendable {
        let league: Int?
        let season: Int?
        let seq: Int
        let round: String
        let date: String?

        init(league: Int?, season: Int?, seq: Int, round: String, date: String?) {
            self.league = league
            self.season = season
            self.seq = seq
            self.round = round
            self.date = date
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .roundDates, key: ["league_id", "season", "round", "date"],
        columns: [
            .id("league_id", label: "League ID", "API-Football league id.") { $0.league },
            .int("season", label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.season },
            .text("round", label: "Round", "Round name as the API sends it (e.g. \"Regular Season - 12\").") { $0.round },
            .int("round_seq", label: "Round #", "Position of the round in the API's list, from 1.") { $0.seq },
            .date("date", label: "Date", "A day on which fixtures of the round are scheduled.", reading: { $0.date }) {
                CalendarDate(iso: $0)
            }
        ])

    /// The table, rows in the order the type's comment gives.
    static func build(_ answers: [FiledAnswer<[FixtureRound]>]) -> (table: Table, issues: ValueIssues) {
        var rows: [Row] = []
        for answer in answers.sorted(by: { leagueSeason($0.request) < leagueSeason($1.request) }) {
            let (league, season) = leagueSeason(answer.request)
            for (index, round) in answer.value.enumerated() {
                let dates: [String?] = (round.dates ?? []).isEmpty ? [nil] : (round.dates ?? []).map { $0 }
                rows += dates.map { Row(league: league, season: season, seq: index + 1, round: round.round, date: $0) }
            }
        }
        return layout.built(rows)
    }

    private static func leagueSeason(_ request: Request) -> (Int, Int) {
        (request.integer("league") ?? 0, request.integer("season") ?? 0)
    }
}
