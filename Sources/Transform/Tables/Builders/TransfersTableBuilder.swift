import APIModel
import CivilTime
import Tabular

/// `transfers`: one row per transfer of each `transfers?player=` answer, numbered in the
/// response's order (`transfer_seq`), ordered by player, date (unknown last), sequence.
enum TransfersTableBuilder {
    /// One transfer of a player.
    final class Row: Sendable {
        /// The player the transfers were asked for (`transfers?player=`).
        let playerID: Int
        let history: TransferHistory
        /// 1-based position in the answer's `transfers`.
        let seq: Int
        let transfer: TransferHistory.Transfer
        /// `date` read as a calendar day; nil when absent or unreadable.
        let date: CalendarDate?

        /// A row from its parts.
        init(playerID: Int, history: TransferHistory, seq: Int, transfer: TransferHistory.Transfer, date: CalendarDate?) {
            self.playerID = playerID
            self.history = history
            self.seq = seq
            self.transfer = transfer
            self.date = date
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .transfers, key: ["player_id", "transfer_seq"],
        columns: [
            .id(SharedColumn.playerID, label: "Player ID", "API-Football id of the player whose transfers these are.") { $0.playerID },
            .text("player_name", label: "Player", "Player name as the API spells it (often abbreviated, e.g. \"E. Haaland\").") {
                $0.history.player.name
            },
            .int("transfer_seq", label: "#", "Position of the transfer in the API's answer, from 1.") { $0.seq },
            .date(
                TransfersColumn.date, label: "Date", "Date of the transfer; empty when absent or unreadable (counted).",
                reading: { $0.transfer.date }
            ) { CalendarDate(iso: $0) },
            .text("type", label: "Type", "Transfer type as the API sends it (a fee such as \"€ 25M\", Loan, Free, N/A…).") {
                $0.transfer.type
            },
            .id("team_out_id", label: "From Team ID", "API-Football id of the team the player left.") { $0.transfer.teamOut.id },
            .text("team_out_name", label: "From", "Name of the team the player left.") { $0.transfer.teamOut.name },
            .id("team_in_id", label: "To Team ID", "API-Football id of the team the player joined.") { $0.transfer.teamIn.id },
            .text("team_in_name", label: "To", "Name of the team the player joined.") { $0.transfer.teamIn.name }
        ])

    /// The table of every extracted history (`player_id` is the player asked for; the name is
    /// as this answer spells it).
    static func build(_ transfers: [Int: TransferHistory]) -> (table: Table, issues: ValueIssues) {
        var rows: [Row] = []
        for playerID in transfers.keys.sorted() {
            guard let history = transfers[playerID] else { continue }
            for (index, transfer) in history.transfers.enumerated() {
                let date = transfer.date.flatMap { CalendarDate(iso: $0) }
                rows.append(Row(playerID: playerID, history: history, seq: index + 1, transfer: transfer, date: date))
            }
        }
        rows.sort { a, b in
            (a.playerID, a.date.map(dayNumber) ?? Int.max, a.seq) < (b.playerID, b.date.map(dayNumber) ?? Int.max, b.seq)
        }
        return layout.built(rows)
    }

    /// A date as one sortable number (YYYYMMDD).
    private static func dayNumber(_ date: CalendarDate) -> Int {
        date.year * 10_000 + date.month * 100 + date.day
    }
}

/// The `transfers` columns other code reads by name, besides `SharedColumn`'s.
enum TransfersColumn {
    static let date = ColumnName("date")
}
