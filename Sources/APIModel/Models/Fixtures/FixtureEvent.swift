/// One entry of a fixture's `events`: a goal, card, substitution or VAR decision. Type and
/// detail stay the API's raw strings (`Goal`/`Card`/`Var` but lower-case `subst`).
package struct FixtureEvent: APIDecodable, Equatable {
    /// `time.elapsed`: the minute (45 and 90 stay during stoppage time; 120 in shootouts).
    package let elapsed: Int?
    /// `time.extra`: stoppage minutes, or the kick number in a shootout.
    package let extra: Int?
    /// `team` the event counts for (for an own goal, the team credited with the goal).
    package let team: TeamReference
    /// `player` (for substitutions documented as the one going off).
    package let player: PlayerReference
    /// `assist` (for substitutions documented as the one coming on).
    package let assist: PlayerReference
    /// `type`: `Goal`, `Card`, `subst`, `Var`.
    package let type: String?
    /// `detail`: `Normal Goal`, `Penalty`, `Missed Penalty`, `Yellow Card`, `Substitution 1`…
    package let detail: String?
    /// `comments`: `Foul`, `Penalty Shootout`…; usually null.
    package let comments: String?

    /// Reads an element of `events`.
    package init(_ node: JSONNode) throws(APIModelError) {
        let time = try node.object("time")
        elapsed = try time.int("elapsed")
        extra = try time.int("extra")
        team = try TeamReference(node.object("team"))
        player = try PlayerReference(node.object("player"))
        assist = try PlayerReference(node.object("assist"))
        type = try node.string("type")
        detail = try node.string("detail")
        comments = try node.string("comments")
    }
}
