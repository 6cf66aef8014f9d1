import APIModel
import PipelineSpec
import Tabular

/// `team_match_stats`: one row per team of each detailed fixture (home first), then one column
/// per statistic from `StatisticGrid`: the 18 known ones in the API's order, unknown types after
/// them by name (kept, with a warning; renamed, with another, when their name is taken or too
/// long), nulls in counts per the pipeline's policy.
enum TeamMatchStatsTableBuilder {
    /// One team's statistics list in one fixture.
    final class Row: Sendable {
        let team: MatchTeam
        /// The `{type, value}` pairs in the API's order.
        let statistics: [FixtureTeamStatistics.Entry]

        /// The row of one element of a fixture's `statistics`.
        init(_ statistics: FixtureTeamStatistics, in record: FixtureRecord) {
            team = MatchTeam(statistics.team, in: record)
            self.statistics = statistics.statistics
        }
    }

    /// The columns before the statistics, in output order.
    static let layout = TableLayout<Row>(
        .teamMatchStats, key: ["fixture_id", "team_id"], references: [.fixture],
        columns: [
            .int(SharedColumn.fixtureID, label: "Fixture ID", "API-Football fixture id.") { $0.team.fixtureID }
        ] + MatchSideColumns.leagueSeason(league: { $0.team.leagueID }, season: { $0.team.season }) + [
            .id(SharedColumn.teamID, label: "Team ID", "API-Football team id.") { $0.team.team.id },
            .text(SharedColumn.teamName, label: "Team", "Team name as the API spells it.") { $0.team.team.name },
            .text(
                SharedColumn.side, label: "Home/Away",
                "Whether the team played at home or away in the fixture: `home` or `away`; empty when it is neither team."
            ) { $0.team.side?.rawValue }
        ])

    /// The table, a warning per unknown statistic type (naming the first fixture and team) and
    /// one per value that is no number (written empty).
    static func build(_ join: FixtureJoin, nulls: NullPolicy) -> (Table, [TransformWarning]) {
        var rows: [Row] = []
        for record in join.detailed {
            let teams = (record.fixture.statistics ?? []).map { Row($0, in: record) }
            rows += teams.enumerated().sorted { a, b in
                (a.element.team.side.sortRank, a.offset) < (b.element.team.side.sortRank, b.offset)
            }.map(\.element)
        }
        let grid = StatisticGrid(
            lists: rows.map { $0.statistics.map { StatisticEntry(type: $0.type, value: $0.value) } },
            nulls: nulls, reserved: layout.header.map(\.name)
        )
        let unreadable = grid.unreadable.map { $0.warning(fixtureID: rows[$0.row].team.fixtureID, teamID: rows[$0.row].team.team.id) }
        let renamed = grid.names.renamed.map { $0.warning(table: layout.name) }
        let warnings = unknownStatistics(rows, names: grid.names) + renamed + unreadable
        return (layout.table(rows, trailing: grid.columns, cells: grid.rows, renaming: grid.names.renames), warnings)
    }

    /// One warning per statistic type outside `KnownStatistic`, at its first appearance, naming its column.
    private static func unknownStatistics(_ rows: [Row], names: StatisticColumnNames) -> [TransformWarning] {
        var seen = Set<String>()
        var warnings: [TransformWarning] = []
        for row in rows {
            for entry in row.statistics where KnownStatistic.matching(type: entry.type) == nil {
                guard seen.insert(entry.type).inserted else { continue }
                let column = names.columns[entry.type] ?? StatisticNormalizer.snakeCase(entry.type)
                warnings.append(
                    TransformWarning(
                        code: .unknownStatistic,
                        message: "statistic type \"\(entry.type)\" is not a known one; kept as column \(column) "
                            + "(first seen in fixture \(row.team.fixtureID), team \(row.team.team.id.map(String.init) ?? "?"))",
                        fixtureID: row.team.fixtureID,
                        teamID: row.team.team.id,
                        details: ["statistic": entry.type, "column": column]
                    ))
            }
        }
        return warnings
    }
}
