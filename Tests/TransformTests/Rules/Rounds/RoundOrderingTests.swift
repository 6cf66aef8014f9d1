import Testing

@testable import Transform

@Suite struct RoundOrderingTests {
    private func names(_ ordering: RoundOrdering) -> [String] { ordering.rounds.map(\.name) }

    @Test func ordersStagesByFirstKickoffThenByNumber() {
        // A Champions-League-shaped season, fixtures listed out of order.
        let ordering = RoundOrdering(fixtures: [
            .init(round: "Round of 16", kickoff: 9_000),
            .init(round: "Group Stage - 2", kickoff: 5_200),
            .init(round: "Final", kickoff: 9_900),
            .init(round: "Preliminary round", kickoff: 1_000),
            .init(round: "Group Stage - 10", kickoff: 6_000),
            .init(round: "1st Qualifying Round", kickoff: 2_000),
            .init(round: "Group Stage - 1", kickoff: 5_000),
            .init(round: "Play-offs", kickoff: 4_000),
            .init(round: "Group Stage - 1", kickoff: 5_100)
        ])
        #expect(
            names(ordering) == [
                "Preliminary round", "1st Qualifying Round", "Play-offs",
                "Group Stage - 1", "Group Stage - 2", "Group Stage - 10", "Round of 16", "Final"
            ])
        #expect(ordering.order(of: "Preliminary round") == 1)
        #expect(ordering.order(of: "Group Stage - 10") == 6)
        #expect(ordering.order(of: "Final") == 8)
        #expect(ordering.order(of: "Semi-finals") == nil)
    }

    @Test func keepsAStageBeforeALaterOneEvenWhenAPostponedMatchIsPlayedLate() {
        // Round 3 is postponed past the start of the play-offs; it stays a Regular Season round.
        let ordering = RoundOrdering(fixtures: [
            .init(round: "Regular Season - 1", kickoff: 100),
            .init(round: "Regular Season - 2", kickoff: 200),
            .init(round: "Regular Season - 3", kickoff: 900),
            .init(round: "Play-offs", kickoff: 500)
        ])
        #expect(names(ordering) == ["Regular Season - 1", "Regular Season - 2", "Regular Season - 3", "Play-offs"])
    }

    @Test func treatsNamedKnockoutsOfAPhaseAsTheirOwnStages() {
        let ordering = RoundOrdering(fixtures: [
            .init(round: "1st Phase - Final", kickoff: 400),
            .init(round: "1st Phase - 8th Finals", kickoff: 300),
            .init(round: "1st Phase - 2", kickoff: 200),
            .init(round: "1st Phase - 1", kickoff: 100)
        ])
        #expect(names(ordering) == ["1st Phase - 1", "1st Phase - 2", "1st Phase - 8th Finals", "1st Phase - Final"])
    }

    @Test func putsAStagesUnnumberedRoundFirstAndBreaksKickoffTiesByStageName() {
        let ordering = RoundOrdering(fixtures: [
            .init(round: "Group B - 1", kickoff: 100),
            .init(round: "Group A - 2", kickoff: 200),
            .init(round: "Group A - 1", kickoff: 100),
            .init(round: "Group Stage - 1", kickoff: 50),
            .init(round: "Group Stage", kickoff: 60)
        ])
        #expect(names(ordering) == ["Group Stage", "Group Stage - 1", "Group A - 1", "Group A - 2", "Group B - 1"])
        #expect(ordering.rounds.first == Round(name: "Group Stage", stage: "Group Stage", number: nil))
    }

    @Test func givesTheSameOrderForAnyInputOrder() {
        let fixtures: [RoundOrdering.Fixture] = (1...38).map { .init(round: "Regular Season - \($0)", kickoff: $0 * 7) }
        #expect(RoundOrdering(fixtures: fixtures) == RoundOrdering(fixtures: fixtures.reversed()))
        #expect(RoundOrdering(fixtures: fixtures).order(of: "Regular Season - 38") == 38)
        #expect(RoundOrdering(fixtures: []).rounds.isEmpty)
    }
}
