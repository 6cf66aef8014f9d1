/// A played match: the one simulation every response about it is derived from.
package struct MatchRecord: Sendable {
    package let fixture: ScheduledFixture
    /// Final score (the fixture's `goals` and `score.fulltime`).
    package let fulltime: Score
    package let halftime: Score
    package let firstHalfExtra: Int
    package let secondHalfExtra: Int
    /// Events in the order the API lists them.
    package var events: [MatchEvent]
    /// Home then away.
    package let lineups: [MatchLineup]
    /// Home then away, players in listing order (starters, substitutes in bench order).
    package var lines: [[PlayerMatchLine]]
    package let teamStats: [TeamMatchStats]
    package let directives: MatchDirectives
    /// Lineup key order: `coach` right after `team` (newer responses) or last.
    package let coachBeforeFormation: Bool
    /// Whether `goals.assists` is 0 (not null) for players who played without assisting.
    package let zeroAssists: Bool
    /// The unused substitute shown without an id, when the directive asked for one.
    package var unknownSubstituteID: Int?

    /// The club ids, home then away.
    package var clubIDs: [Int] { [fixture.homeID, fixture.awayID] }

    /// 0 for the home side, 1 for the away side.
    package func side(of clubID: Int) -> Int { clubID == fixture.homeID ? 0 : 1 }

    /// The side's winner flag: true, false, or nil for a draw.
    package func winner(side: Int) -> Bool? {
        fulltime.home == fulltime.away ? nil : (fulltime[side] > fulltime[1 - side])
    }
}
