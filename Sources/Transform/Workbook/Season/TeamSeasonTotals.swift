/// A team's season in numbers, computed from its own rows: the record of its finished fixtures
/// and sums or averages of its per-match statistics.
struct TeamSeasonTotals: Sendable, Equatable {
    let record: MatchRecord
    /// Over the matches with statistics; nil when none has the value.
    let averagePossession: Double?
    let shots: Int?
    let shotsOnGoal: Int?
    let expectedGoals: Double?

    /// Totals over `fixtures` and the team's `team_match_stats` rows `statistics`.
    init(fixtures: [TeamFixture], statistics: [Record]) {
        record = MatchRecord(fixtures)
        let possession = statistics.compactMap { $0.number(ifPresent: StatisticColumn.ballPossession) }
        averagePossession = possession.isEmpty ? nil : Self.hundredths(possession.reduce(0, +) / Double(possession.count))
        shots = Self.sum(statistics.compactMap { $0.int(ifPresent: StatisticColumn.totalShots) })
        shotsOnGoal = Self.sum(statistics.compactMap { $0.int(ifPresent: StatisticColumn.shotsOnGoal) })
        expectedGoals = Self.sum(statistics.compactMap { $0.number(ifPresent: StatisticColumn.expectedGoals) }).map(Self.hundredths)
    }

    /// Rounded to two places, so that sums of two-place values do not show binary noise (2.79, not 2.7899999999999996).
    private static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    private static func sum<N: AdditiveArithmetic>(_ values: [N]) -> N? {
        values.isEmpty ? nil : values.reduce(.zero, +)
    }
}
