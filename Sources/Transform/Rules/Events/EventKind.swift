/// What an event is, normalised from the API's `type` and `detail` (matched without regard to
/// case: the API sends `Goal`, `Card`, `Var` but `subst`). The raw pair is kept beside it.
package enum EventKind: String, Sendable, Hashable, CaseIterable {
    case goal
    /// Credited to the event's `team`; the `player` is from the other side.
    case ownGoal = "own_goal"
    /// A penalty scored, in play or in a shootout.
    case penaltyGoal = "penalty_goal"
    /// A penalty not scored, in play or in a shootout; never counts.
    case missedPenalty = "missed_penalty"
    case yellowCard = "yellow_card"
    /// A player's second yellow: sent as `Second Yellow card`, or his second `Yellow Card`.
    case secondYellow = "second_yellow"
    case redCard = "red_card"
    case substitution
    /// A video review (`Goal cancelled`, `Penalty confirmed`…); never changes the score.
    case `var`
    /// Any type or detail not known above, kept with its raw text.
    case other

    /// The kind from the raw pair alone; whether a `Yellow Card` is a player's second is
    /// decided later, with the whole match in order.
    static func of(type: String, detail: String) -> EventKind {
        let detail = detail.lowercased()
        switch type.trimmingWhitespace().lowercased() {
        case "goal":
            if detail.contains("own goal") { return .ownGoal }
            if detail.contains("missed") { return .missedPenalty }
            if detail.contains("penalty") { return .penaltyGoal }
            return .goal
        case "card":
            if detail.contains("second yellow") { return .secondYellow }
            if detail.contains("yellow") { return .yellowCard }
            if detail.contains("red") { return .redCard }
            return .other
        case "subst", "substitution":
            return .substitution
        case "var":
            return .var
        default:
            return .other
        }
    }

    /// Whether the event puts a ball in a net that counts (in play, or in the shootout score).
    var isScoredGoal: Bool {
        self == .goal || self == .ownGoal || self == .penaltyGoal
    }

    /// Whether the event is a booking that counts toward a player's two yellows.
    var isYellow: Bool {
        self == .yellowCard || self == .secondYellow
    }
}
