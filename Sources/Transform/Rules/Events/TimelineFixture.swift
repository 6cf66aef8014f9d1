/// The fixture facts the timeline needs besides its events.
package struct TimelineFixture: Sendable, Hashable {
    package let homeTeamID: Int
    package let awayTeamID: Int
    /// `goals.home`/`goals.away` (full time, or after extra time; never the shootout); nil
    /// when the API has none yet.
    package let finalScore: MatchScore?
    /// The lineups when the response has them (`fixtures?ids=`); empty for bare event lists.
    package let lineups: [TeamLineup]

    package init(homeTeamID: Int, awayTeamID: Int, finalScore: MatchScore?, lineups: [TeamLineup] = []) {
        self.homeTeamID = homeTeamID
        self.awayTeamID = awayTeamID
        self.finalScore = finalScore
        self.lineups = lineups
    }

    /// Whether home and away are known: false for a fixture known only by its id.
    var sidesKnown: Bool { homeTeamID != 0 || awayTeamID != 0 }

    /// The side of a team id, or nil when it is neither team.
    func side(of teamID: Int) -> TeamSide? {
        if teamID == homeTeamID { return .home }
        if teamID == awayTeamID { return .away }
        return nil
    }
}
