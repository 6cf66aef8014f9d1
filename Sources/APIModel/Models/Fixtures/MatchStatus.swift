/// A match's short status as the API sends it (`fixture.status.short`), and the named sets of
/// statuses every stage decides by: the one place that says which statuses are finished,
/// settled, live, not started, postponed or abandoned.
package enum MatchStatus: String, Sendable, Hashable, CaseIterable {
    case timeToBeDefined = "TBD"
    case scheduled = "NS"
    case firstHalf = "1H"
    case halftime = "HT"
    case secondHalf = "2H"
    case extraTime = "ET"
    case breakTime = "BT"
    case penaltiesInProgress = "P"
    case suspended = "SUSP"
    case interrupted = "INT"
    case inPlay = "LIVE"
    case fullTime = "FT"
    case afterExtraTime = "AET"
    case afterPenalties = "PEN"
    case postponed = "PST"
    case cancelled = "CANC"
    case abandoned = "ABD"
    case technicalLoss = "AWD"
    case walkover = "WO"

    /// A named set of statuses.
    package enum Group: Sendable, Hashable, CaseIterable {
        /// Not kicked off yet (`TBD`, `NS`): what predictions and pre-match odds are about.
        case notStarted
        /// In play, paused or interrupted.
        case live
        /// Played to the end on the pitch (`FT`, `AET`, `PEN`): the details never change again.
        case played
        /// Over, with a final result: played, or awarded (`AWD`, `WO`). Goals count in a table.
        case finished
        /// Over for good, so its data no longer changes: finished, or cancelled.
        case settled
        case postponed
        /// Stopped and not finished (`ABD`).
        case abandoned
        /// Never played, or not yet: no details, events or statistics exist.
        case withoutDetails
    }

    /// The statuses of `group`.
    package static func members(of group: Group) -> Set<MatchStatus> {
        switch group {
        case .notStarted: [.timeToBeDefined, .scheduled]
        case .live: [.firstHalf, .halftime, .secondHalf, .extraTime, .breakTime, .penaltiesInProgress, .suspended, .interrupted, .inPlay]
        case .played: [.fullTime, .afterExtraTime, .afterPenalties]
        case .finished: members(of: .played).union([.technicalLoss, .walkover])
        case .settled: members(of: .finished).union([.cancelled])
        case .postponed: [.postponed]
        case .abandoned: [.abandoned]
        case .withoutDetails: Set(allCases).subtracting(members(of: .live)).subtracting(members(of: .played))
        }
    }

    /// Whether this status is one of `group`'s.
    package func `is`(_ group: Group) -> Bool {
        Self.members(of: group).contains(self)
    }

    /// Whether the short status text `short` is one of `group`'s; false for nil or a status the
    /// API does not document.
    package static func short(_ short: String?, is group: Group) -> Bool {
        short.flatMap(MatchStatus.init(rawValue:))?.is(group) ?? false
    }

    /// How long a match with this status lasted from kickoff, breaks included: 2 h for full
    /// time, 2 h 30 for extra time, 2 h 45 with penalties; 0 for one not played.
    package var playedSeconds: Double {
        switch self {
        case .fullTime: 7_200
        case .afterExtraTime: 9_000
        case .afterPenalties: 9_900
        default: 0
        }
    }
}
