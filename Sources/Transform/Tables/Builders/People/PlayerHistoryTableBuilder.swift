import APIModel
import CivilTime
import Tabular

/// The per-player career answers, each row keyed by the player the request names (the answers
/// do not name their player): `trophies`, `sidelined` and `player_teams`. Rows by player id,
/// then in the API's order (`seq`).
enum PlayerHistoryTableBuilder {
    /// One item of a player's list (a trophy, an absence, a team).
    final class Row<Item: Sendable>: Sendable {
        let playerID: Int?
        let seq: Int
        let item: Item
        /// For `player_teams`: one season of the team.
        let season: Int?

        init(playerID: Int?, seq: Int, item: Item, season: Int? = nil) {
            self.playerID = playerID
            self.seq = seq
            self.item = item
            self.season = season
        }
    }

    /// The columns, in output order.
    static let trophiesLayout = TableLayout<Row<Trophy>>(
        .trophies, key: ["player_id", "seq"],
        columns: [
            .id("player_id", label: "Player ID", "API-Football id of the player the answer was asked for.") { $0.playerID },
            .int("seq", label: "#", "Position in the API's list for this player, from 1.") { $0.seq },
            .text("league", label: "Competition", "Competition of the trophy, as the API names it.") { $0.item.league },
            .text("country", label: "Country", "Country of the competition.") { $0.item.country },
            .text("season", label: "Season", "Season as the API writes it for the trophy (e.g. \"2022/2023\" or \"2022\").") {
                $0.item.season
            },
            .text("place", label: "Place", "Place reached (Winner, 2nd Place…).") { $0.item.place }
        ])

    /// The columns, in output order.
    static let sidelinedLayout = TableLayout<Row<SidelinedPeriod>>(
        .sidelined, key: ["player_id", "seq"], renames: [.since0_2_0("start", "start_date"), .since0_2_0("end", "end_date")],
        columns: [
            .id("player_id", label: "Player ID", "API-Football id of the player the answer was asked for.") { $0.playerID },
            .int("seq", label: "#", "Position in the API's list for this player, from 1.") { $0.seq },
            .text("type", label: "Reason", "Reason for the absence as the API sends it (e.g. \"Hamstring\", \"Suspended\").") {
                $0.item.type
            },
            .date("start_date", label: "From", "First day of the absence.", reading: { $0.item.start }) { CalendarDate(iso: $0) },
            .date("end_date", label: "To", "Last day of the absence; empty when open.", reading: { $0.item.end }) { CalendarDate(iso: $0) }
        ])

    /// The columns, in output order.
    static let teamsLayout = TableLayout<Row<PlayerTeamSeasons>>(
        .playerTeams, key: ["player_id", "team_id", "season"],
        columns: [
            .id("player_id", label: "Player ID", "API-Football id of the player the answer was asked for.") { $0.playerID },
            .id("team_id", label: "Team ID", "API-Football id of a team the player played for.") { $0.item.team.id },
            .text("team_name", label: "Team", "Name of that team.") { $0.item.team.name },
            .int("season", label: "Season", "A season the player played for the team, as the year it starts.") { $0.season }
        ])

    static func trophies(_ answers: [FiledAnswer<[Trophy]>]) -> Table {
        trophiesLayout.table(rows(answers))
    }

    static func sidelined(_ answers: [FiledAnswer<[SidelinedPeriod]>]) -> (table: Table, issues: ValueIssues) {
        sidelinedLayout.built(rows(answers))
    }

    /// One row per team and season, newest season first as the API lists them.
    static func teams(_ answers: [FiledAnswer<[PlayerTeamSeasons]>]) -> Table {
        teamsLayout.table(
            rows(answers).flatMap { row in
                row.item.seasons.map { Row(playerID: row.playerID, seq: row.seq, item: row.item, season: $0) }
            })
    }

    private static func rows<Item>(_ answers: [FiledAnswer<[Item]>]) -> [Row<Item>] {
        answers.sorted { ($0.request.integer("player") ?? 0) < ($1.request.integer("player") ?? 0) }.flatMap { answer in
            answer.value.enumerated().map { Row(playerID: answer.request.integer("player"), seq: $0.offset + 1, item: $0.element) }
        }
    }
}
