import Testing

@testable import APIModel

/// `predictions`: outcome, per-team form and season, comparison and head-to-head fixtures.
@Suite struct PredictionTests {
    private static let path = "predictions/bundesliga-2023-1049124-dortmund-stuttgart-h2h-trimmed.json"

    private static func prediction() throws -> Prediction {
        try #require(try EndpointFixtures.envelope(path).list(of: Prediction.self).first)
    }

    @Test func readsTheOutcomeWithTextGoalLinesAndPercentages() throws {
        let outcome = try Self.prediction().outcome
        #expect(outcome.winnerID == 165)
        #expect(outcome.winnerName == "Borussia Dortmund")
        #expect(outcome.winnerComment == "Win or draw")
        #expect(outcome.winOrDraw == true)
        #expect(outcome.underOver == nil)
        #expect(outcome.goals == HomeAway(home: "-2.5", away: "-3.5"))
        #expect(outcome.advice == "Double chance : Borussia Dortmund or draw")
        #expect([outcome.percentHome, outcome.percentDraw, outcome.percentAway] == ["45%", "45%", "10%"])
    }

    @Test func readsTheComparison() throws {
        let comparison = try Self.prediction().comparison
        #expect(comparison.form == HomeAway(home: "52%", away: "48%"))
        #expect(comparison.attack == HomeAway(home: "48%", away: "52%"))
        #expect(comparison.poissonDistribution == HomeAway(home: "49%", away: "51%"))
        #expect(comparison.headToHead == HomeAway(home: "50%", away: "50%"))
        #expect(comparison.total == HomeAway(home: "52.5%", away: "47.5%"))
    }

    @Test func readsTeamsWithLastFiveAndSeasonStatistics() throws {
        let prediction = try Self.prediction()
        #expect(prediction.league.id == 78)
        #expect(prediction.league.season == 2023)
        let home = prediction.teams.home
        #expect(home.team.id == 165)
        #expect(
            home.lastFive
                == .init(
                    played: 5, form: "80%", attack: "85%", defence: "62%",
                    goalsFor: 11, goalsForAverage: "2.2", goalsAgainst: 5, goalsAgainstAverage: "1.0"))
        #expect(home.season.league.id == nil)
        #expect(home.season.team.id == nil)
        #expect(home.season.played == HomeAwayTotal(home: 13, away: 14, total: 27))
        #expect(home.season.goalsFor.average.total == "2.0")
        #expect(home.season.formations.first?.formation == "4-2-3-1")
        #expect(prediction.teams.away.team.name == "VfB Stuttgart")
        #expect(prediction.teams.away.season.biggest.winStreak == 6)
    }

    @Test func keepsTheYellowCardBucketWithAnEmptyKey() throws {
        let yellow = try Self.prediction().teams.home.season.yellowCards
        #expect(yellow.count == 9)
        #expect(yellow.last == MinuteBucket(minutes: "", total: 1, percentage: "2.22%"))
        #expect(try Self.prediction().teams.away.season.yellowCards.count == 8)
    }

    @Test func readsHeadToHeadAsFixtures() throws {
        let meetings = try Self.prediction().headToHead
        #expect(meetings.map(\.id) == [1_141_474, 1_048_978, 871413])
        #expect(meetings[0].league.round == "Round of 16")
        #expect(meetings[2].teams.home.winner == nil)
        #expect(meetings[2].goals == HomeAway(home: 3, away: 3))
    }

    @Test func readsANumericLastFiveAverageAsText() throws {
        // The documentation's example sends `average` as a number (0.6), live answers as text.
        let node = try TestJSON.node(#"{"id": 1189, "last_5": {"goals": {"for": {"total": 3, "average": 0.6}}}}"#)
        let team = try PredictionTeam(node)
        #expect(team.lastFive.goalsForAverage == "0.6")
        #expect(team.lastFive.played == nil)
    }

    @Test func anUnreadableWinnerIsEmptiedAndCountedAtItsPath() throws {
        let node = try TestJSON.node(#"{"response": [{"predictions": {"winner": {"id": "Dortmund"}}}]}"#)
        #expect(try node.list("response", of: Prediction.self).count == 1)
        #expect(
            TestJSON.unreadable(node) == [
                #"response[].predictions.winner.id | an integer | 1 | the text "Dortmund" at response[0].predictions.winner.id"#
            ])
    }
}
