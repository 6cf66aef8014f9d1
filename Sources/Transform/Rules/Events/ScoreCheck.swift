import APIModel

/// What a fixture's `score_check` says: whether its score fields agree with each other and with
/// its events. A disagreement is reported (the column and a run warning), never corrected and
/// never an exit. The first reason that applies, in this order, is the value.
enum ScoreCheck: String, Sendable, Hashable, CaseIterable {
    /// Every check that could be made passed.
    case ok
    /// The events' running score ends elsewhere than `goals`.
    case eventsMismatch = "events_mismatch"
    /// After extra time (AET, PEN), `goals` is not `fulltime` plus `extratime`.
    case periodsMismatch = "periods_mismatch"
    /// A shootout score on a match whose status is not PEN.
    case penaltiesWithoutPen = "penalties_without_pen"
    /// A side scored more by half time than by full time.
    case halftimeAboveFulltime = "halftime_above_fulltime"

    /// What a reason means, for a warning.
    var meaning: String {
        switch self {
        case .ok: "its score fields agree"
        case .eventsMismatch: "its events add up to another score than its goals"
        case .periodsMismatch: "its goals are not its full-time plus extra-time score"
        case .penaltiesWithoutPen: "it has a shootout score but its status is not PEN"
        case .halftimeAboveFulltime: "a side has more goals at half time than at full time"
        }
    }

    /// The check of `fixture` and its timeline, if it has one; nil when there is nothing to
    /// compare: no events, and score fields that agree (or no score at all).
    static func of(_ fixture: Fixture, timeline: EventTimeline?) -> ScoreCheck? {
        if case .mismatch? = timeline?.check { return .eventsMismatch }
        if let reason = fieldReason(fixture) { return reason }
        if case .matches? = timeline?.check { return .ok }
        return nil
    }

    /// The first reason the score fields disagree with each other, nil when they agree.
    private static func fieldReason(_ fixture: Fixture) -> ScoreCheck? {
        let score = fixture.score
        let status = fixture.status.short.flatMap(MatchStatus.init(rawValue:))
        if status == .afterExtraTime || status == .afterPenalties {
            for side in [\HomeAway<Int?>.home, \HomeAway<Int?>.away] {
                if let goals = fixture.goals[keyPath: side], let fulltime = score.fulltime[keyPath: side],
                    goals != fulltime + (score.extratime[keyPath: side] ?? 0)
                {
                    return .periodsMismatch
                }
            }
        }
        let hasShootout = score.penalty.home != nil || score.penalty.away != nil
        if hasShootout, status != .afterPenalties, status != .penaltiesInProgress { return .penaltiesWithoutPen }
        for side in [\HomeAway<Int?>.home, \HomeAway<Int?>.away] {
            if let halftime = score.halftime[keyPath: side], let fulltime = score.fulltime[keyPath: side], halftime > fulltime {
                return .halftimeAboveFulltime
            }
        }
        return nil
    }
}
