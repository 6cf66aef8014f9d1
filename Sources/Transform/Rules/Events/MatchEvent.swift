/// One entry of a fixture's `events` list, as plain values: what `EventTimeline` reads.
package struct MatchEvent: Sendable, Hashable {
    /// Index in the API's list (0-based); the last tie-breaker of the event order.
    package let position: Int
    /// `time.elapsed`: 45 and 90 for stoppage time, 120 for shootout kicks.
    package let elapsed: Int
    /// `time.extra`: stoppage minutes (45+2), or the kick number in a shootout.
    package let extra: Int?
    /// `team.id`: for goals, the team credited (also for own goals).
    package let teamID: Int
    /// `player`: scorer, booked player, or (documented) the player going off.
    package let player: EventPlayer
    /// `assist`: assisting player, or (documented) the player coming on.
    package let assist: EventPlayer
    /// `type` as sent (`Goal`, `Card`, `subst`, `Var`).
    package let type: String
    /// `detail` as sent (`Normal Goal`, `Yellow Card`, `Substitution 1`, `Goal cancelled`).
    package let detail: String
    /// `comments` as sent (`Foul`, `Penalty Shootout`), or nil.
    package let comments: String?

    package init(
        position: Int, elapsed: Int, extra: Int?, teamID: Int,
        player: EventPlayer, assist: EventPlayer = .none,
        type: String, detail: String, comments: String? = nil
    ) {
        self.position = position
        self.elapsed = elapsed
        self.extra = extra
        self.teamID = teamID
        self.player = player
        self.assist = assist
        self.type = type
        self.detail = detail
        self.comments = comments
    }

    /// A kick of the penalty shootout: the API marks them with comments "Penalty Shootout"
    /// (and elapsed 120, extra 1…n, which in-play events at 120+n share, so only the comment tells).
    var isShootoutKick: Bool {
        comments.map { $0.trimmingWhitespace().lowercased() == "penalty shootout" } ?? false
    }
}
