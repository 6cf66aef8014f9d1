import Tabular

/// The leading columns of every per-match row on a team or player sheet, placing the match:
/// fixture id, round order and name, kickoff, opponent, and whether the team played at home.
enum FixtureContext {
    static let columns: [Column] = [
        Column("fixture_id", .integer), Column("round_order", .integer), Column("round", .text),
        Column("kickoff_utc", .timestamp), Column("opponent", .text), Column("side", .text),
    ]

    /// The cells of `columns` for `match`.
    static func cells(_ match: TeamFixture) -> [CellValue] {
        [
            .integer(match.fixtureID), match.fixture[FixturesColumn.roundOrder], match.fixture[FixturesColumn.round],
            match.fixture[FixturesColumn.kickoffUTC], .string(match.opponentName), .text(match.side),
        ]
    }

    /// The cells for a row whose fixture is not among the season's: only what the row itself says.
    static func cells(unplaced row: Record) -> [CellValue] {
        [row[SharedColumn.fixtureID], .null, .null, .null, .null, row[SharedColumn.side]]
    }

    /// Block columns: these, then `more`.
    static func blockColumns(then more: [Column]) -> [TableBlock.Column] {
        (columns + more).map(TableBlock.Column.init)
    }
}
