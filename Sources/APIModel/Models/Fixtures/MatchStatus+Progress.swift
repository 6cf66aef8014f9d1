/// How far along a match is, as the rule of which answer wins compares two answers of one match
/// without fetch times (docs/answers.md): the one place that holds that order.
extension MatchStatus {
    /// Where a status stands: not started, stopped (postponed, suspended, interrupted), in play,
    /// over (finished, and cancelled or abandoned, which rank with finished).
    package enum Stage: Int, Sendable, Comparable {
        /// A status the API does not document, or none.
        case unknown
        case notStarted
        case stopped
        case inPlay
        case over

        package static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }
    }

    /// The stage of this status.
    package var stage: Stage {
        switch self {
        case .timeToBeDefined, .scheduled: .notStarted
        case .postponed, .suspended, .interrupted: .stopped
        case .inPlay, .firstHalf, .halftime, .secondHalf, .extraTime, .breakTime, .penaltiesInProgress: .inPlay
        case .fullTime, .afterExtraTime, .afterPenalties, .technicalLoss, .walkover, .cancelled, .abandoned: .over
        }
    }

    /// The period's place in a match in play (`LIVE`, whose period is unknown, first); 0 otherwise.
    package var periodOrder: Int {
        switch self {
        case .inPlay: 0
        case .firstHalf: 1
        case .halftime: 2
        case .secondHalf: 3
        case .extraTime: 4
        case .breakTime: 5
        case .penaltiesInProgress: 6
        default: 0
        }
    }
}

/// A match's progress in one answer: its stage, then (in play) the period, then the elapsed
/// minute and its added minutes. Greater is further along.
package struct MatchProgress: Sendable, Comparable {
    package let stage: MatchStatus.Stage
    package let period: Int
    package let minute: Int
    package let added: Int

    /// The progress an answer's `fixture.status` shows.
    package init(_ status: Fixture.Status) {
        let known = status.short.flatMap(MatchStatus.init(rawValue:))
        stage = known?.stage ?? .unknown
        let inPlay = stage == .inPlay
        period = inPlay ? known?.periodOrder ?? 0 : 0
        minute = inPlay ? status.elapsed ?? -1 : 0
        added = inPlay ? status.extra ?? -1 : 0
    }

    package static func < (a: MatchProgress, b: MatchProgress) -> Bool {
        (a.stage, a.period, a.minute, a.added) < (b.stage, b.period, b.minute, b.added)
    }
}
