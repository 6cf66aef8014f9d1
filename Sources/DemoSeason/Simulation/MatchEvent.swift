/// One entry of a fixture's `events`, as the API lists it.
package struct MatchEvent: Sendable {
    /// The API's event `type` (with its inconsistent casing: `subst` is lower-case).
    package enum Kind: String, Sendable {
        case goal = "Goal"
        case card = "Card"
        case substitution = "subst"
        case videoReview = "Var"
    }

    /// A person named in an event; both nil when nobody is named.
    package struct Person: Sendable {
        package let id: Int?
        package let name: String?

        /// `{id: null, name: null}`.
        package static let nobody = Person(id: nil, name: nil)
    }

    package let elapsed: Int
    /// Stoppage minutes (`45+2` is elapsed 45, extra 2); nil in normal time.
    package let extra: Int?
    /// The side the event belongs to (0 home, 1 away): for an own goal, the side credited.
    package let side: Int
    package let kind: Kind
    package let detail: String
    package let comments: String?
    /// For a substitution: the player going off (the documented order).
    package var player: Person
    /// For a substitution: the player coming on; for a goal: the assist.
    package var assist: Person

    /// Whether this event adds a goal to the running score (`Missed Penalty` does not).
    package var countsAsGoal: Bool { kind == .goal && detail != "Missed Penalty" }
}
