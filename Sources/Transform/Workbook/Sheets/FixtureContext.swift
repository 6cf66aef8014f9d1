import Tabular

/// The columns placing the match on every per-match row of a team or player sheet. What a
/// reader looks for leads (round order, kick-off, opponent, side), then the block's own columns,
/// then the long round name and the fixture id, so the first printed page shows the match's
/// result and figures rather than ids.
enum FixtureContext {
    static let leading = SheetColumns.named("round_order", "kickoff", "opponent", "side")
    static let trailing = SheetColumns.named("round", "fixture_id")

    /// The key of the opponent's column, which links to the opponent's sheet.
    static let opponent = "opponent"

    /// Columns on the left that stay in view while scrolling: up to the opponent.
    static let frozenColumns = 3

    /// A row for `match`: its leading cells, `more`, its trailing cells.
    static func row(_ match: TeamFixture, _ more: [CellValue]) -> [CellValue] {
        [match.fixture[FixturesColumn.roundOrder], kickoff(match.fixture), .string(match.opponentName), .text(match.side)]
            + more + [match.fixture[FixturesColumn.round], .integer(match.fixtureID)]
    }

    /// The local kick-off when the fixtures have one, else the UTC instant.
    private static func kickoff(_ fixture: Record) -> CellValue {
        fixture.cell(ifPresent: LocalKickoff.column).map(LocalKickoff.cell) ?? fixture[FixturesColumn.kickoffUTC]
    }

    /// A row whose fixture is not among the season's: only what `record` itself says, then `more`.
    static func row(unplaced record: Record, _ more: [CellValue]) -> [CellValue] {
        [.null, .null, .null, record[SharedColumn.side]] + more + [.null, record[SharedColumn.fixtureID]]
    }

    /// Block columns: the leading ones, `more`, the trailing ones.
    static func blockColumns(around more: [Column]) -> [TableBlock.Column] {
        (leading + more + trailing).map(TableBlock.Column.init)
    }
}
