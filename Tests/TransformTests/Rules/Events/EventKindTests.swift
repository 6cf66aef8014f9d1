import Testing
@testable import Transform

@Suite struct EventKindTests {
    @Test(arguments: [
        ("Goal", "Normal Goal", EventKind.goal),
        ("Goal", "Own Goal", .ownGoal),
        ("Goal", "Penalty", .penaltyGoal),
        ("Goal", "Missed Penalty", .missedPenalty),
        ("goal", "MISSED PENALTY", .missedPenalty),
        ("Card", "Yellow Card", .yellowCard),
        ("Card", "Second Yellow card", .secondYellow),
        ("Card", "Red Card", .redCard),
        ("Card", "Red card", .redCard),
        ("Card", "Blue Card", .other),
        ("subst", "Substitution 1", .substitution),
        ("Subst", "Substitution 6", .substitution),
        ("Var", "Goal cancelled", .var),
        ("Var", "Penalty confirmed", .var),
        ("Goal", "", .goal),
        ("Injury", "Knee", .other),
        ("", "", .other),
    ])
    func normalisesTypeAndDetail(type: String, detail: String, expected: EventKind) {
        #expect(EventKind.of(type: type, detail: detail) == expected)
    }

    @Test func namesKindsForTheEventsTable() {
        #expect(EventKind.allCases.map(\.rawValue) == [
            "goal", "own_goal", "penalty_goal", "missed_penalty", "yellow_card", "second_yellow",
            "red_card", "substitution", "var", "other",
        ])
    }
}
