/// What was known before one match, and the probabilities predictions and odds are built from:
/// expected goals from the clubs' strengths and recent form, Poisson outcome probabilities and
/// whole percentages (multiples of 5 for the sides, the draw taking the rest).
package struct MatchForecast: Sendable {
    /// A side's last five league matches before this one.
    package struct LastFive: Sendable {
        package var played = 0
        package var points = 0
        package var goalsFor = 0
        package var goalsAgainst = 0

        /// Points as a share of the most possible, 0…1 (0.5 with no match yet).
        package var formShare: Double { played == 0 ? 0.5 : Double(points) / Double(3 * played) }
    }

    package let fixture: ScheduledFixture
    /// Expected goals, home then away.
    package let expectedGoals: [Double]
    /// Home win, draw, away win.
    package let probabilities: [Double]
    /// Home, draw and away percentages, summing to 100.
    package let percent: [Int]
    /// Each side's season before this match, home then away.
    package let before: [TeamSeasonStatistics]
    package let lastFive: [LastFive]

    /// The forecast from expected goals.
    init(fixture: ScheduledFixture, expectedGoals: [Double], before: [TeamSeasonStatistics], lastFive: [LastFive]) {
        self.fixture = fixture
        self.expectedGoals = expectedGoals
        self.before = before
        self.lastFive = lastFive
        let home = Self.distribution(expectedGoals[0])
        let away = Self.distribution(expectedGoals[1])
        var outcome = [0.0, 0.0, 0.0]
        for (h, ph) in home.enumerated() {
            for (a, pa) in away.enumerated() { outcome[h > a ? 0 : h == a ? 1 : 2] += ph * pa }
        }
        let total = outcome.reduce(0, +)
        probabilities = outcome.map { $0 / total }
        var sides = [probabilities[0], probabilities[2]].map { min(90, max(5, 5 * Int(($0 * 20).rounded()))) }
        while sides[0] + sides[1] > 95 { sides[sides[0] >= sides[1] ? 0 : 1] -= 5 }
        percent = [sides[0], 100 - sides[0] - sides[1], sides[1]]
    }

    /// The chance of more than `line` goals in all (`line` 2 for `Over 2.5`).
    package func overProbability(line: Int) -> Double {
        let total = Self.distribution(expectedGoals[0] + expectedGoals[1])
        return max(0, 1 - total.prefix(line + 1).reduce(0, +))
    }

    /// Poisson probabilities of 0…12 goals (plain arithmetic, identical on every platform).
    static func distribution(_ mean: Double) -> [Double] {
        var p = SplitMix64.exponential(-mean)
        var result = [p]
        for k in 1...12 {
            p *= mean / Double(k)
            result.append(p)
        }
        return result
    }
}
