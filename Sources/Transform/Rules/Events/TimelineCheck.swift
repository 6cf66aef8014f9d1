/// Whether the goals counted along the timeline add up to the fixture's own score. A mismatch
/// is reported (a column and a run warning), never corrected.
package enum TimelineCheck: Sendable, Hashable {
    /// The running score ends at the fixture's score.
    case matches
    /// The running score ends elsewhere than the fixture's `goals`.
    case mismatch(expected: MatchScore, computed: MatchScore)
    /// The fixture has no score to compare with (not started: `goals` null).
    case unchecked

    /// The column text: `matches`, `mismatch`, `unchecked`.
    package var label: String {
        switch self {
        case .matches: "matches"
        case .mismatch: "mismatch"
        case .unchecked: "unchecked"
        }
    }
}
