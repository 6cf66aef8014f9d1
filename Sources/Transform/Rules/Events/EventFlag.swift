/// Something the timeline did to, or noticed about, one event; written in a fixed order.
package enum EventFlag: String, Sendable, Hashable, CaseIterable {
    /// A second yellow the API listed after the red card it caused, moved before that red.
    case secondYellowMovedBeforeRed = "second_yellow_moved_before_red"
    /// A red card caused by the same player's second yellow just before it (not a straight red).
    case redFromSecondYellow = "red_from_second_yellow"
    /// A substitution whose `player` came on and `assist` went off: the reverse of the docs.
    case substitutionFlipped = "substitution_flipped"
    /// The event's team is neither the home nor the away team: no side, and not scored.
    case teamNotInFixture = "team_not_in_fixture"
}
