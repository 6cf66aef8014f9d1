import Tabular

/// The leading columns of every per-match row on a team or player sheet, placing the match:
/// fixture id, round order and name, kick-off, opponent, and whether the team played at home.
enum FixtureContext {
    static let columns = SheetColumns.named("fixture_id", "round_order", "round", "kickoff", "opponent", "side")

    /// Columns on the left that stay in view while scrolling: up to the opponent.
    static let frozenColumns = 5

    /// The cells of `columns` for `match`.
    static func cells(_ match: TeamFixture) -> [CellValue] {
        [
            .integer(match.fixtureID), match.fixture[FixturesColumn.roundOrder], match.fixture[FixturesColumn.round],
            kickoff(match.fixture), .string(match.opponentName), .text(match.side),
        ]
    }

    /// The local kick-off when the fixtures have one, else the UTC instant.
    private static func kickoff(_ fixture: Record) -> CellValue {
        fixture.cell(ifPresent: LocalKickoff.column).map(LocalKickoff.cell) ?? fixture[FixturesColumn.kickoffUTC]
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
