/// The item of `predictions`: the API's forecast for one fixture, the two teams' form, a
/// side-by-side comparison and the previous meetings.
package struct Prediction: APIDecodable, Equatable {
    /// `predictions`: winner, goals, advice and percentages.
    package let outcome: PredictionOutcome
    /// `league` of the fixture.
    package let league: LeagueReference
    /// `teams.home` and `teams.away`.
    package let teams: HomeAway<PredictionTeam>
    /// `comparison`.
    package let comparison: PredictionComparison
    /// `h2h[]`: previous meetings, newest first, as fixtures.
    package let headToHead: [Fixture]

    /// Reads a `predictions` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        outcome = try PredictionOutcome(node.object("predictions"))
        league = try LeagueReference(node.object("league"))
        let teams = try node.object("teams")
        self.teams = HomeAway(home: try PredictionTeam(teams.object("home")), away: try PredictionTeam(teams.object("away")))
        comparison = try PredictionComparison(node.object("comparison"))
        headToHead = try node.list("h2h", of: Fixture.self)
    }
}
