import Tabular

/// The standing a team sheet's header opens with: rank, points, W-D-L, goal difference and form,
/// read from the team's standings row (its first group's when it has several).
enum TeamStanding {
    /// The standings columns the header reads.
    static let columnsRead = [
        StandingsColumn.win, StandingsColumn.draw, StandingsColumn.lose, StandingsColumn.goalDifference, StandingsColumn.form
    ]

    /// The header entries of `standing`; none for a team without a standings row. Form reads
    /// oldest to newest, as the Standings sheet's form cells do (`FormCells`).
    static func entries(_ standing: Record?) -> [KeyValueBlock.Entry] {
        guard let standing else { return [] }
        var entries: [KeyValueBlock.Entry] = [
            .init("Rank", standing[StandingsColumn.rank]), .init("Points", standing[StandingsColumn.points])
        ]
        let record = [StandingsColumn.win, StandingsColumn.draw, StandingsColumn.lose].map { standing.int($0) }
        if record.allSatisfy({ $0 != nil }) {
            entries.append(.init("W-D-L", .text(record.map { String($0!) }.joined(separator: "-"))))
        }
        entries.append(.init("Goal difference", standing[StandingsColumn.goalDifference]))
        let letters = FormCells.letters(standing[StandingsColumn.form], order: .newestFirst).compactMap { cell -> String? in
            if case .text(let letter) = cell { return letter }
            return nil
        }
        if !letters.isEmpty { entries.append(.init("Form (oldest → newest)", .text(letters.joined(separator: " ")))) }
        return entries.filter { !$0.value.isNull }
    }
}
