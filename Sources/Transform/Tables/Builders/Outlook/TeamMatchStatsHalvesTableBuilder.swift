import APIModel
import PipelineSpec
import Tabular

/// `team_match_stats_halves`: one row per team and half of each `fixtures/statistics?fixture=
/// &half=true` answer, by fixture, team (in the API's order) and half, then one column per
/// statistic from `StatisticGrid`, as in `team_match_stats`.
enum TeamMatchStatsHalvesTableBuilder {
    /// One team in one half of one fixture.
    final class Row: Sendable {
        let fixtureID: Int?
        /// The fixture's league and season, from the run's fixtures; nil when it has not got it.
        let leagueSeason: LeagueSeason?
        let team: TeamReference
        let half: Int
        let statistics: [FixtureTeamStatistics.Entry]

        init(fixtureID: Int?, leagueSeason: LeagueSeason?, team: TeamReference, half: Int, statistics: [FixtureTeamStatistics.Entry]) {
            self.fixtureID = fixtureID
            self.leagueSeason = leagueSeason
            self.team = team
            self.half = half
            self.statistics = statistics
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .teamMatchStatsHalves, key: ["fixture_id", "team_id", "half"], references: [.fixture],
        columns: [
            .id("fixture_id", label: "Fixture ID", "API-Football fixture id.") { $0.fixtureID }
        ] + MatchSideColumns.leagueSeason(league: { $0.leagueSeason?.league }, season: { $0.leagueSeason?.season }) + [
            .id("team_id", label: "Team ID", "API-Football team id.") { $0.team.id },
            .text("team_name", label: "Team", "Team name as the API spells it.") { $0.team.name },
            .int("half", label: "Half", "Half of the match: 1 or 2.") { $0.half }
        ])

    /// The table, each fixture's league and season read from the run's `fixtures`, a warning per
    /// statistic written under another name than it wanted, and one per value that is no number
    /// (written empty).
    static func build(
        _ answers: [FiledAnswer<[FixtureTeamStatistics]>], fixtures: [FixtureRecord], nulls: NullPolicy
    ) -> (Table, [TransformWarning]) {
        let leagueSeasons = Dictionary(fixtures.compactMap { record in record.leagueSeason.map { (record.fixture.id, $0) } }) { first, _ in
            first
        }
        var rows: [Row] = []
        for answer in answers.sorted(by: { ($0.request.integer("fixture") ?? 0) < ($1.request.integer("fixture") ?? 0) }) {
            let fixtureID = answer.request.integer("fixture")
            for team in answer.value {
                for (half, statistics) in [(1, team.firstHalf), (2, team.secondHalf)] {
                    guard let statistics else { continue }
                    rows.append(
                        Row(
                            fixtureID: fixtureID, leagueSeason: fixtureID.flatMap { leagueSeasons[$0] }, team: team.team, half: half,
                            statistics: statistics))
                }
            }
        }
        let grid = StatisticGrid(
            lists: rows.map { $0.statistics.map { StatisticEntry(type: $0.type, value: $0.value) } },
            nulls: nulls, reserved: layout.header.map(\.name))
        let unreadable = grid.unreadable.map { $0.warning(fixtureID: rows[$0.row].fixtureID ?? 0, teamID: rows[$0.row].team.id) }
        let renamed = grid.names.renamed.map { $0.warning(table: layout.name) }
        return (layout.table(rows, trailing: grid.columns, cells: grid.rows, renaming: grid.names.renames), renamed + unreadable)
    }
}
