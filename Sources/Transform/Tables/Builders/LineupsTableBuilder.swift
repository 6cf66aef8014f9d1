import APIModel
import Tabular

/// `lineups`: one row per player of each detailed fixture's lineups, starting XI then
/// substitutes (`lineup_order` 1…), ordered by fixture, team id, lineup order.
enum LineupsTableBuilder {
    /// One team's lineup in one fixture, shared by its players' rows.
    final class Team: Sendable {
        let fixtureID: Int
        /// The fixture's league and season (`FixtureRecord`), nil when unknown.
        let leagueID: Int?
        let season: Int?
        /// The team's side; nil when it is neither team of the fixture.
        let side: TeamSide?
        let lineup: Lineup

        /// The lineup of a team in a fixture.
        init(fixtureID: Int, leagueID: Int?, season: Int?, side: TeamSide?, lineup: Lineup) {
            self.fixtureID = fixtureID
            self.leagueID = leagueID
            self.season = season
            self.side = side
            self.lineup = lineup
        }
    }

    /// A player in one team's lineup of one fixture.
    final class Row: Sendable {
        let team: Team
        let player: Lineup.Player
        /// 1-based: starting XI first, then substitutes, each as listed.
        let order: Int
        /// Whether the player is in `startXI`.
        let isStarter: Bool
        /// `grid` `"row:col"` split; nil parts when absent or unreadable.
        let gridRow: Int?
        /// The column part of `grid`.
        let gridColumn: Int?

        /// A row from its parts.
        init(team: Team, player: Lineup.Player, order: Int, isStarter: Bool) {
            self.team = team
            self.player = player
            self.order = order
            self.isStarter = isStarter
            let grid = LineupsTableBuilder.gridPosition(player.grid)
            gridRow = grid?.row
            gridColumn = grid?.column
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .lineups, key: ["fixture_id", "team_id", "lineup_order"], references: [.fixture],
        columns: [
            .int("fixture_id", label: "Fixture ID", "API-Football fixture id.") { $0.team.fixtureID }
        ] + MatchSideColumns.leagueSeason(league: { $0.team.leagueID }, season: { $0.team.season }) + [
            .id("team_id", label: "Team ID", "API-Football team id.") { $0.team.lineup.team.id },
            .text("team_name", label: "Team", "Team name as the API spells it.") { $0.team.lineup.team.name },
            .text(
                "side", label: "Home/Away",
                "Whether the team played at home or away in the fixture: `home` or `away`; empty when it is neither team."
            ) { $0.team.side?.rawValue },
            .text("formation", label: "Formation", "The team's formation in this fixture (e.g. \"4-3-3\").") { $0.team.lineup.formation },
            .id("coach_id", label: "Coach ID", "API-Football coach id.") { $0.team.lineup.coach.id },
            .text("coach_name", label: "Coach", "The team's coach in this fixture.") { $0.team.lineup.coach.name },
            .int("lineup_order", label: "Order", "Order in the team's lineup, from 1: starting XI first, then substitutes, each as listed.")
            { $0.order },
            .id("player_id", label: "Player ID", "API-Football player id.") { $0.player.id },
            .text("player_name", label: "Player", "Player name as the API spells it (often abbreviated, e.g. \"E. Haaland\").") {
                $0.player.name
            },
            .int("number", label: "No.", "Shirt number.") { $0.player.number },
            .text("position", label: "Pos", "Position as the API sends it in lineups: G, D, M or F.") { $0.player.position },
            .text(
                "grid", label: "Grid",
                "Position on the formation grid as the API sends it, `row:column` (e.g. \"4:2\"); empty for substitutes."
            ) { $0.player.grid },
            .int("grid_row", label: "Grid Row", "Row part of `grid` (1 is the goalkeeper's row).") { $0.gridRow },
            .int("grid_col", label: "Grid Col", "Column part of `grid`.") { $0.gridColumn },
            .bool("starter", label: "Starter", "Whether the player is in the starting XI.") { $0.isStarter }
        ])

    /// The table of the detailed fixtures' lineups.
    static func build(_ join: FixtureJoin) -> Table {
        var rows: [Row] = []
        for record in join.detailed {
            let lineups = (record.fixture.lineups ?? []).enumerated().sorted { a, b in
                (a.element.team.id ?? Int.max, a.offset) < (b.element.team.id ?? Int.max, b.offset)
            }
            for (_, lineup) in lineups {
                let team = Team(
                    fixtureID: record.fixture.id, leagueID: record.leagueID, season: record.season, side: record.side(of: lineup.team.id),
                    lineup: lineup)
                let players = lineup.startXI.map { ($0, true) } + lineup.substitutes.map { ($0, false) }
                for (index, (player, isStarter)) in players.enumerated() {
                    rows.append(Row(team: team, player: player, order: index + 1, isStarter: isStarter))
                }
            }
        }
        return layout.table(rows)
    }

    /// `"4:2"` → row 4, column 2; nil for anything else.
    private static func gridPosition(_ grid: String?) -> (row: Int, column: Int)? {
        guard let parts = grid?.split(separator: ":", omittingEmptySubsequences: false), parts.count == 2,
            let row = Int(parts[0]), let column = Int(parts[1])
        else { return nil }
        return (row, column)
    }
}
