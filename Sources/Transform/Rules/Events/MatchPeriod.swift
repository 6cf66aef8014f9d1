/// The part of the match an event falls in, named as written to the `period` column.
package enum MatchPeriod: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Elapsed up to 45, including first-half stoppage time (45+x).
    case firstHalf = "first_half"
    /// Elapsed 46–90, including 90+x.
    case secondHalf = "second_half"
    /// Elapsed past 90 (91–120 and 120+x), except shootout kicks.
    case extraTime = "extra_time"
    /// Kicks of the penalty shootout, whatever their minute.
    case penaltyShootout = "penalty_shootout"

    /// The period of an event from its elapsed minute (stoppage keeps the period's last minute).
    static func of(elapsed: Int, isShootoutKick: Bool) -> MatchPeriod {
        if isShootoutKick { return .penaltyShootout }
        switch elapsed {
        case ...45: return .firstHalf
        case 46...90: return .secondHalf
        default: return .extraTime
        }
    }

    package static func < (a: MatchPeriod, b: MatchPeriod) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
