/// The `predictions` block of a prediction. Goal lines and percentages stay as sent
/// (`"-2.5"`, `"45%"`): the API writes them as text.
package struct PredictionOutcome: Sendable, Equatable {
    /// `winner.id`: the team expected to win (or not lose); null when none is favoured.
    package let winnerID: Int?
    /// `winner.name`.
    package let winnerName: String?
    /// `winner.comment` (`Win or draw`).
    package let winnerComment: String?
    /// `win_or_draw`: true when the winner is only expected not to lose.
    package let winOrDraw: Bool?
    /// `under_over` goal line (`"-3.5"`: at most 3 goals); often null.
    package let underOver: String?
    /// `goals {home, away}`: goal lines per side (`"-2.5"`).
    package let goals: HomeAway<String?>
    /// `advice`: a sentence (`Double chance : Borussia Dortmund or draw`).
    package let advice: String?
    /// `percent.home` (`"45%"`).
    package let percentHome: String?
    /// `percent.draw`.
    package let percentDraw: String?
    /// `percent.away`.
    package let percentAway: String?

    /// Reads a prediction's `predictions` object.
    package init(_ node: JSONNode) throws(APIModelError) {
        let winner = try node.object("winner")
        winnerID = try winner.int("id")
        winnerName = try winner.string("name")
        winnerComment = try winner.string("comment")
        winOrDraw = try node.bool("win_or_draw")
        underOver = try node.string("under_over")
        let goals = try node.object("goals")
        self.goals = HomeAway(home: try goals.string("home"), away: try goals.string("away"))
        advice = try node.string("advice")
        let percent = try node.object("percent")
        percentHome = try percent.string("home")
        percentDraw = try percent.string("draw")
        percentAway = try percent.string("away")
    }
}
