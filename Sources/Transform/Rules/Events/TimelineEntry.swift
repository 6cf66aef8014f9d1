/// One event in match order with everything the events table writes about it.
package struct TimelineEntry: Sendable, Hashable {
    /// 1-based position in match order.
    package let seq: Int
    /// The event as the API sent it (raw type, detail, players, original position).
    package let event: MatchEvent
    package let period: MatchPeriod
    package let kind: EventKind
    /// The fixture side of `event.teamID`; nil when it is neither team (see `flags`).
    package let side: TeamSide?
    /// The match score after this event (shootout kicks leave it unchanged).
    package let score: MatchScore
    /// Whether the fixture's sides are known, so `score` means anything: false for details whose
    /// fixture row is missing and whose lineups and statistics cannot tell home from away.
    package let scoreKnown: Bool
    /// The shootout score after this kick; nil for every event outside the shootout.
    package let shootoutScore: MatchScore?
    /// For substitutions: who went off, who came on, and which rule said so.
    package let substitution: TimelineSubstitution?
    /// What the timeline did to or noticed about this event, in `EventFlag` declaration order.
    package let flags: [EventFlag]

    /// `elapsed`, the `minute` column.
    package var minute: Int { event.elapsed }

    /// `extra`, the `extra_minute` column (stoppage minutes, or the kick number in a shootout).
    package var extraMinute: Int? { event.extra }

    /// `45+2'`, `90'`, `120+3'`; nil for shootout kicks, whose `extra` is a kick number.
    package var clock: String? {
        guard period != .penaltyShootout else { return nil }
        if let extra = event.extra, extra > 0 { return "\(event.elapsed)+\(extra)'" }
        return "\(event.elapsed)'"
    }

    package init(
        seq: Int, event: MatchEvent, period: MatchPeriod, kind: EventKind, side: TeamSide?,
        score: MatchScore, shootoutScore: MatchScore?, substitution: TimelineSubstitution?,
        flags: [EventFlag], scoreKnown: Bool = true
    ) {
        self.scoreKnown = scoreKnown
        self.seq = seq
        self.event = event
        self.period = period
        self.kind = kind
        self.side = side
        self.score = score
        self.shootoutScore = shootoutScore
        self.substitution = substitution
        self.flags = flags
    }
}
