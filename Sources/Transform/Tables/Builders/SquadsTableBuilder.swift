import APIModel
import Tabular

/// `squads`: one row per squad member, by team id, members as the API lists them; the key is
/// the member's place in the list (`squad_order`), which holds where a player id is missing.
enum SquadsTableBuilder {
    /// One member of the squad of the team asked for.
    final class Row: Sendable {
        /// The team the squad was asked for (`players/squads?team=`).
        let teamID: Int
        let team: TeamReference
        let player: Squad.Player
        /// The member's place in the squad as listed, from 1.
        let order: Int

        /// A row from its parts.
        init(teamID: Int, team: TeamReference, player: Squad.Player, order: Int) {
            self.order = order
            self.teamID = teamID
            self.team = team
            self.player = player
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .squads, key: ["team_id", "squad_order"],
        columns: [
            .id(SharedColumn.teamID, label: "Team ID", "API-Football id of the team whose squad this is.") { $0.teamID },
            .text(SharedColumn.teamName, label: "Team", "Name of the team whose squad this is.") { $0.team.name },
            .int(
                "squad_order", label: "Order",
                "The member's place in the squad as the API lists it, from 1 (with team_id the row's key: "
                    + "player_id can be empty)."
            ) { $0.order },
            .id(SharedColumn.playerID, label: "Player ID", "API-Football player id; empty when the API sent none.") { $0.player.id },
            .text(SharedColumn.playerName, label: "Player", "Player name as the API spells it (often abbreviated, e.g. \"E. Haaland\").") {
                $0.player.name
            },
            .int(SquadsColumn.age, label: "Age", "Age in years, as the API reports it.", unit: "years") { $0.player.age },
            .int("number", label: "No.", "Shirt number.") { $0.player.number },
            .text(SharedColumn.position, label: "Pos", "Position as the API sends it (Goalkeeper, Defender, Midfielder, Attacker).") {
                $0.player.position
            }
        ])

    /// The table of every extracted squad (`team_id` is the team the squad was asked for).
    static func build(_ squads: [Int: Squad]) -> Table {
        var rows: [Row] = []
        for teamID in squads.keys.sorted() {
            guard let squad = squads[teamID] else { continue }
            rows += squad.players.enumerated().map { Row(teamID: teamID, team: squad.team, player: $1, order: $0 + 1) }
        }
        return layout.table(rows)
    }
}

/// The `squads` columns other code reads by name, besides `SharedColumn`'s.
enum SquadsColumn {
    static let age = ColumnName("age")
}
