/// `biggest` of `teams/statistics`: longest streaks, widest wins and losses, most goals.
package struct TeamStreaks: Sendable, Equatable {
    /// `streak.wins`.
    package let winStreak: Int?
    /// `streak.draws`.
    package let drawStreak: Int?
    /// `streak.loses` (sic).
    package let loseStreak: Int?
    /// `wins {home, away}`: the widest wins as score text (`"4-0"`).
    package let biggestWin: HomeAway<String?>
    /// `loses {home, away}`: the widest losses as score text; null when none.
    package let biggestLoss: HomeAway<String?>
    /// `goals.for {home, away}`: most goals scored in one match.
    package let mostGoalsFor: HomeAway<Int?>
    /// `goals.against {home, away}`: most goals conceded in one match.
    package let mostGoalsAgainst: HomeAway<Int?>

    /// Reads a `biggest` object.
    package init(_ node: JSONNode) throws(APIModelError) {
        let streak = try node.object("streak")
        winStreak = try streak.int("wins")
        drawStreak = try streak.int("draws")
        loseStreak = try streak.int("loses")
        let wins = try node.object("wins")
        biggestWin = HomeAway(home: try wins.string("home"), away: try wins.string("away"))
        let loses = try node.object("loses")
        biggestLoss = HomeAway(home: try loses.string("home"), away: try loses.string("away"))
        let goals = try node.object("goals")
        mostGoalsFor = try HomeAway(goals.object("for"))
        mostGoalsAgainst = try HomeAway(goals.object("against"))
    }
}
