/// Quirks a particular fixture must show, chosen by the season's `QuirkPlan`. Events the
/// simulation must contain, and how the result is written.
package struct MatchDirectives: Sendable {
    /// Add an own goal (credited to the home side).
    package var ownGoal = false
    /// Add a VAR "Goal cancelled" (the goal does not count).
    package var cancelledGoal = false
    /// Add a penalty preceded by VAR "Penalty confirmed".
    package var confirmedPenalty = false
    /// Add a missed penalty.
    package var missedPenalty = false
    /// Book one player twice: red then yellow at the same minute.
    package var secondYellow = false
    /// Write substitutions as player = on, assist = off (the flip real responses show).
    package var flippedSubstitutions = false
    /// List a few events out of chronological order.
    package var eventsOutOfOrder = false
    /// Leave one scored goal out of the events (the score keeps it).
    package var goalMissingFromEvents = false
    /// One unused substitute gets id null in the lineup and id 0 in the players block.
    package var unknownSubstituteID = false

    /// A plain match.
    package static let none = MatchDirectives()
}
