import Load
import Tabular
import Transform

/// What a streaming run keeps of each league-season's tables once they are spooled: fixture
/// states, warnings and emptied values.
struct LeagueSeasonTotals {
    private(set) var fixtureStates: [ManifestFixture] = []
    private(set) var warnings: [TransformWarning] = []
    /// The values the league-seasons' tables emptied, summed in league-season order.
    private(set) var issues = ValueIssues()

    /// Adds one league-season's tables and what `summary` read of them.
    mutating func add(_ output: TransformOutput, _ summary: LeagueSeasonSummary) {
        fixtureStates += summary.fixtureStates
        warnings += output.warnings
        issues.merge(output.issues)
    }

    /// The run's transform warnings, sorted, as building the whole run at once would raise them:
    /// a warning every league-season raises alike (an unknown timezone) once, and an unknown
    /// statistic once, where it was first seen.
    func transformWarnings(shared: [TransformWarning]) -> [TransformWarning] {
        var seen: Set<TransformWarning> = []
        var statistics: Set<[String: String]> = []
        let kept = (shared + warnings).filter { warning in
            guard seen.insert(warning).inserted else { return false }
            return warning.code != .unknownStatistic || statistics.insert(warning.details).inserted
        }
        return kept.sorted()
    }
}
