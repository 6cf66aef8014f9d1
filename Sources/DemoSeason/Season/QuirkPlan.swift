/// Which fixtures of a league-season carry which forced quirk. Chosen from the seed, each
/// quirk on its own fixtures, so the report can say where to look.
package struct QuirkPlan: Sendable {
    /// One quirk and the fixtures that carry it (ascending ids).
    package struct Assignment: Sendable {
        package let quirk: String
        package let fixtureIDs: [Int]
    }

    package let assignments: [Assignment]
    private let byFixture: [Int: MatchDirectives]

    /// Spreads the quirks over distinct fixtures.
    package init(fixtures: [ScheduledFixture], seed: UInt64, leagueID: Int) {
        var rng = SplitMix64(seed: seed, labels: [0x71_75_69_72_6B, UInt64(leagueID)])
        var pool = rng.shuffled(fixtures.map(\.id))
        let quirks: [(String, Int, WritableKeyPath<MatchDirectives, Bool>)] = [
            ("own goal", 1, \.ownGoal),
            ("VAR goal cancelled", 1, \.cancelledGoal),
            ("VAR penalty confirmed", 1, \.confirmedPenalty),
            ("missed penalty", 1, \.missedPenalty),
            ("second yellow then red (red listed first)", 1, \.secondYellow),
            ("substitutions flipped (player = on, assist = off)", 6, \.flippedSubstitutions),
            ("events out of chronological order", 4, \.eventsOutOfOrder),
            ("goal missing from events (events disagree with the score)", 1, \.goalMissingFromEvents),
            ("lineup substitute id null, players id 0", 1, \.unknownSubstituteID)
        ]
        var assignments: [Assignment] = []
        var byFixture: [Int: MatchDirectives] = [:]
        for (name, count, flag) in quirks {
            let ids = Array(pool.prefix(count)).sorted()
            pool.removeFirst(count)
            for id in ids { byFixture[id, default: .none][keyPath: flag] = true }
            assignments.append(Assignment(quirk: name, fixtureIDs: ids))
        }
        self.assignments = assignments
        self.byFixture = byFixture
    }

    /// The directives for one fixture (none for most).
    package func directives(for fixtureID: Int) -> MatchDirectives {
        byFixture[fixtureID] ?? .none
    }

    /// The fixtures carrying a quirk, by the flag.
    package func fixtures(with flag: KeyPath<MatchDirectives, Bool>) -> [Int] {
        assignments.flatMap(\.fixtureIDs).filter { directives(for: $0)[keyPath: flag] }.sorted()
    }
}
