/// Assigns `round_order`: stages in the order they are first played in the season, and within
/// a stage by round number (a stage's unnumbered round first). Orders run 1, 2, 3… over the
/// distinct round names; equal first kickoffs fall back to the stage name, so ties are stable.
package struct RoundOrdering: Sendable, Equatable {
    /// One fixture's round name and its kickoff (Unix seconds).
    package struct Fixture: Sendable, Hashable {
        package let round: String
        package let kickoff: Int

        package init(round: String, kickoff: Int) {
            self.round = round
            self.kickoff = kickoff
        }
    }

    /// Every distinct round, parsed, in play order; a round's order is its position + 1.
    package let rounds: [Round]

    /// Orders the rounds of a season's fixtures (any order, duplicates expected).
    package init(fixtures: [Fixture]) {
        var stageStart: [String: Int] = [:]
        var parsed: [String: Round] = [:]
        for fixture in fixtures {
            let round = parsed[fixture.round] ?? RoundParser.parse(fixture.round)
            parsed[fixture.round] = round
            stageStart[round.stage] = min(stageStart[round.stage] ?? fixture.kickoff, fixture.kickoff)
        }
        rounds = parsed.values.sorted { a, b in
            let startA = stageStart[a.stage]!
            let startB = stageStart[b.stage]!
            if startA != startB { return startA < startB }
            if a.stage != b.stage { return a.stage < b.stage }
            if a.number != b.number { return (a.number ?? Int.min) < (b.number ?? Int.min) }
            return a.name < b.name
        }
        orderByName = Dictionary(uniqueKeysWithValues: rounds.enumerated().map { ($1.name, $0 + 1) })
    }

    private let orderByName: [String: Int]

    /// The 1-based `round_order` of a round name seen in the fixtures; nil for an unseen name.
    package func order(of round: String) -> Int? {
        orderByName[round]
    }
}
