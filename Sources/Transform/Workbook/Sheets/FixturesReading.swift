import Tabular

/// The Fixtures sheet in reading order: date, home, score (`2-1`), away, round and status lead;
/// ids, the Current Round flag and the extra-time and penalty columns a league never fills go
/// to the end, Score Check last (highlighted where it is not `ok`, `ColumnKind.check`).
enum FixturesReading {
    /// The score column the sheet adds: the full-time goals as one text.
    static let score = TableBlock.Column(
        key: "score", header: "Score", type: .text, kind: .text, note: "Goals, home first (2-1); empty until both are known.")
    /// Columns that move to the end when no fixture of the league-season fills them.
    static let rarelyFilled = ["extratime_home", "extratime_away", "penalty_home", "penalty_away"]
    static let currentRound = "is_current_round"
    static let scoreCheck = "score_check"

    /// How many of an arranged block's columns lead it (date, home, score, away, round, status):
    /// what the sheet prints, one page wide.
    static func leadingCount(_ block: TableBlock) -> Int {
        leading(in: block).prefix { block.columnIndex($0) != nil }.count
    }

    /// The leading columns' keys, the local kick-off when the block has it.
    private static func leading(in block: TableBlock) -> [String] {
        let kickoff = block.columnIndex(LocalKickoff.columnName) != nil ? LocalKickoff.columnName : FixturesColumn.kickoffUTC.rawValue
        return [
            kickoff, MatchSideColumns.teamName(.home).rawValue, score.key, MatchSideColumns.teamName(.away).rawValue,
            FixturesColumn.round.rawValue, FixturesColumn.status.rawValue
        ]
    }

    /// `block` (a `fixtures` block) with the score added and its columns in reading order.
    static func arranged(_ block: TableBlock) -> TableBlock {
        let home = block.columnIndex(MatchSideColumns.goals(.home).rawValue)
        let away = block.columnIndex(MatchSideColumns.goals(.away).rawValue)
        let scored = block.adding(score) { row in
            guard let home, let away, case .integer(let homeGoals) = row[home], case .integer(let awayGoals) = row[away] else {
                return .null
            }
            return .text("\(homeGoals)-\(awayGoals)")
        }
        let empty = rarelyFilled.filter { scored.isEmpty(column: $0) }
        return scored.arranged(leading: leading(in: scored), trailing: scored.identifierKeys + [currentRound] + empty + [scoreCheck])
    }
}
