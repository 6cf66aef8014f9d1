/// A fixture's events in match order, with periods, normalised kinds, running scores and
/// resolved substitutions (README, "The numbers are right"), plus a check of the running score against the fixture's.
///
/// Scoring: every `Goal` event except a missed penalty counts for the event's `team`, own goals
/// included (the API credits the scoring team there and names the other side's player).
/// `Var` events never change the score: the API already leaves a cancelled goal out of the
/// list, so a `Goal cancelled` review takes nothing away. Shootout kicks count only in the
/// shootout score.
package struct EventTimeline: Sendable, Hashable {
    /// One entry per input event, in match order, `seq` 1…n.
    package let entries: [TimelineEntry]
    /// The running score after the last event against the fixture's `goals`.
    package let check: TimelineCheck
    /// Whether the fixture's sides are known; without them no event is scored and the running
    /// score is left empty ("the fixture row is missing, so home and away are unknown").
    package let sidesKnown: Bool

    /// Builds the timeline of one fixture from its events in any order.
    package init(events: [MatchEvent], fixture: TimelineFixture) {
        var score = MatchScore.zero
        var shootout = MatchScore.zero
        var substitutions = SubstitutionResolver(lineups: fixture.lineups)
        var entries: [TimelineEntry] = []
        entries.reserveCapacity(events.count)

        for (offset, item) in EventOrdering.order(events).enumerated() {
            var flags = item.flags
            let side = fixture.side(of: item.event.teamID)
            if side == nil, fixture.sidesKnown { flags.append(.teamNotInFixture) }
            let isShootout = item.period == .penaltyShootout
            if let side, item.kind.isScoredGoal {
                if isShootout { shootout.add(for: side) } else { score.add(for: side) }
            }
            var substitution: TimelineSubstitution?
            if item.kind == .substitution {
                let resolved = substitutions.resolve(item.event)
                substitution = resolved.substitution
                if resolved.flipped { flags.append(.substitutionFlipped) }
            }
            entries.append(
                TimelineEntry(
                    seq: offset + 1, event: item.event, period: item.period, kind: item.kind, side: side,
                    score: score, shootoutScore: isShootout ? shootout : nil, substitution: substitution,
                    flags: EventFlag.allCases.filter(flags.contains), scoreKnown: fixture.sidesKnown
                ))
        }
        self.entries = entries
        sidesKnown = fixture.sidesKnown
        check = fixture.sidesKnown ? Self.check(computed: score, expected: fixture.finalScore) : .unchecked
    }

    private static func check(computed: MatchScore, expected: MatchScore?) -> TimelineCheck {
        guard let expected else { return .unchecked }
        return expected == computed ? .matches : .mismatch(expected: expected, computed: computed)
    }

    /// The match score after the last event (0–0 when there are none).
    package var finalScore: MatchScore {
        entries.last?.score ?? .zero
    }
}
