import Load
import Transform

/// What a run's totals read from one league-season's tables besides their row counts: its
/// fixtures' states. Worked out once when the league-season is built and stored with its
/// result, so a reused one is not read row by row again.
struct LeagueSeasonSummary: Equatable {
    let fixtureStates: [ManifestFixture]

    init(_ output: TransformOutput) {
        fixtureStates = FixtureStates.states(of: output.tables)
    }

    init(fixtureStates: [ManifestFixture]) {
        self.fixtureStates = fixtureStates
    }
}
