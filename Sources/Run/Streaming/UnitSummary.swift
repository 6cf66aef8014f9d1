import Load
import Transform

/// What a run's totals read from one league-season's tables besides their row counts: its
/// fixtures' states and, when the run writes CSV, its texts CSV loses characters of. Worked out
/// once when the league-season is built and stored with its result, so a reused one is not read
/// row by row again.
struct UnitSummary: Equatable {
    let fixtureStates: [ManifestFixture]
    /// Nil when worked out for a run without CSV files.
    let forbidden: [ColumnCount]?

    init(_ output: TransformOutput, csv: Bool) {
        fixtureStates = FixtureStates.states(of: output.tables)
        forbidden = csv ? ForbiddenCharacters.counts(in: output.tables) : nil
    }

    init(fixtureStates: [ManifestFixture], forbidden: [ColumnCount]?) {
        self.fixtureStates = fixtureStates
        self.forbidden = forbidden
    }

    /// This stored summary for a run that writes CSV when `csv`: one worked out without CSV
    /// counts the forbidden characters of `output` now.
    func forRun(csv: Bool, of output: TransformOutput) -> UnitSummary {
        guard csv else { return UnitSummary(fixtureStates: fixtureStates, forbidden: nil) }
        return UnitSummary(fixtureStates: fixtureStates, forbidden: forbidden ?? ForbiddenCharacters.counts(in: output.tables))
    }
}
